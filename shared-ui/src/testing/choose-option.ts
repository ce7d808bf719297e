import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses in a searchable combobox as a user would: types part of the name, waits for the
 * server's answer, and clicks the option whose first line is `optionLabel`.
 */
export async function chooseOption(
  user: UserEvent,
  comboboxName: string | RegExp,
  typed: string,
  optionLabel: string,
): Promise<void> {
  const input = await screen.findByRole('combobox', { name: comboboxName });
  await user.clear(input);
  await user.type(input, typed);
  const option = await screen.findByRole('option', {
    name: (name) => name.startsWith(optionLabel),
  });
  await user.click(option);
}
