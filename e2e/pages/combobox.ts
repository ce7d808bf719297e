import { expect, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses in a searchable combobox as a user would: types `typed`, then clicks the first option
 * whose name starts with `option` ('Jane Cooper'); `detail` picks by the second line among
 * namesakes ('Born March 4, 1985 · phone ending 42').
 *
 * On a busy machine the form may still be settling when the text goes in, and the field can come
 * back empty; a user then types again, and so does this (while the test's time lasts).
 */
export async function chooseOption(
  page: Page,
  label: RegExp,
  option: string,
  { typed = option, detail, timeout }: { typed?: string; detail?: string; timeout?: number } = {},
): Promise<void> {
  const field = page.getByRole('combobox', { name: label });
  let options = page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(`^${escape(option)}`) });
  if (detail) options = options.filter({ hasText: detail });
  await expect(async () => {
    // Cleared first: the same text typed again must still ask for its options.
    await field.fill('');
    await field.fill(typed);
    await options.first().click({ timeout: 10_000 });
  }).toPass({ timeout: timeout ?? 0 });
}
