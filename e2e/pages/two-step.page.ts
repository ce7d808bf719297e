import type { Page } from '@playwright/test';

/** Settings → Two-step sign-in, and the sign-in page's second step. */
export class TwoStepPage {
  constructor(readonly page: Page) {}

  card() {
    return this.page.locator('section', {
      has: this.page.getByRole('heading', { level: 2, name: 'Two-step sign-in' }),
    });
  }

  /** The key shown for typing, without its spaces. */
  async secret() {
    const text = await this.page.getByTestId('totp-secret').innerText();
    return text.replace(/\s+/g, '');
  }

  recoveryCodes() {
    return this.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  }

  secondStepHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Two-step sign-in' });
  }

  codeField() {
    return this.page.getByRole('textbox', { name: /^Authentication code/ });
  }

  verify() {
    return this.page.getByRole('button', { name: 'Verify' });
  }
}
