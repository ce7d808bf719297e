import type { Page } from '@playwright/test';

/** /login (spec §2 "Login"). */
export class AuthLoginPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/login');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Login' });
  }

  email() {
    return this.page.getByLabel(/^Email/);
  }

  password() {
    return this.page.getByLabel(/^Password/);
  }

  submit() {
    return this.page.getByRole('button', { name: 'Log In' });
  }

  /** A toast (or any text) on the page. */
  message(text: string | RegExp) {
    return this.page.getByText(text);
  }

  async logIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
}
