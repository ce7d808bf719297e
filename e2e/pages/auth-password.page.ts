import type { Page } from '@playwright/test';

/** /forgotpass and /auth/reset (spec §2 "Forgot Password", "Reset Password"). */
export class AuthPasswordPages {
  constructor(readonly page: Page) {}

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  async askForResetLink(email: string) {
    await this.page.goto('/forgotpass');
    await this.field('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
  }

  resetHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Reset Password' });
  }

  async chooseNewPassword(email: string, password: string, confirm = password) {
    await this.field('Email').fill(email);
    await this.field('New Password').fill(password);
    await this.field('Confirm Password').fill(confirm);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }
}
