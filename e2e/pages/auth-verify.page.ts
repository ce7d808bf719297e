import type { Page } from '@playwright/test';

/** /verify (spec §2 "Verify"): seven one-digit boxes, and the password chosen at sign-up. */
export class AuthVerifyPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Email Verification' });
  }

  box(index: number) {
    return this.page.getByRole('textbox', { name: `Digit ${index + 1} of 7` });
  }

  /** Types the code digit by digit, as a user reading it from the email would. */
  async typeCode(code: string) {
    await this.box(0).click();
    await this.page.keyboard.type(code);
  }

  password() {
    return this.page.getByLabel(/^Password/);
  }

  verifyButton() {
    return this.page.getByRole('button', { name: 'Verify Email' });
  }

  resendButton() {
    return this.page.getByRole('button', { name: 'Resend' });
  }
}
