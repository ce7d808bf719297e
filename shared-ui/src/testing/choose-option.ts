import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses in a searchable combobox as a user would: types part of the name, waits for the
 * server's answer, and clicks the option whose text (first line, then second) starts with
 * `optionText`, e.g. 'Jane Cooper' or 'Jane CooperBorn March 4, 1985'.
 */
export async function chooseOption(
  user: Pick<UserEvent, 'clear' | 'type' | 'click'>,
  comboboxName: string | RegExp,
  typed: string,
  optionText: string,
): Promise<void> {
  const input = await screen.findByRole('combobox', { name: comboboxName });
  await user.clear(input);
  await user.type(input, typed);
  const listbox = screen.getByRole('listbox', { name: comboboxName });
  const option = await waitFor(() => {
    const found = within(listbox)
      .getAllByRole('option')
      .find((candidate) => candidate.textContent?.startsWith(optionText));
    if (!found) throw new Error(`No option starting with '${optionText}'`);
    return found;
  });
  await user.click(option);
}
