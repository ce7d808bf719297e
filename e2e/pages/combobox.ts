import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses in a searchable combobox as a user would: types `typed`, then clicks the first option
 * whose name starts with `option` ('Jane Cooper'); `detail` picks by the second line among
 * namesakes ('Born March 4, 1985 · phone ending 42').
 */
export async function chooseOption(
  page: Page,
  label: RegExp,
  option: string,
  { typed = option, detail, timeout }: { typed?: string; detail?: string; timeout?: number } = {},
): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  let options = page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: new RegExp(`^${escape(option)}`) });
  if (detail) options = options.filter({ hasText: detail });
  await options.first().click({ timeout });
}
