import type { Page } from '@playwright/test';

export interface NewAccount {
  firstName: string;
  lastName: string;
  username: string;
  gender: 'male' | 'female';
  email: string;
  password: string;
  accountType: 'Patient' | 'Doctor';
}

/** /signup (spec §2 "Create Account"). */
export class AuthSignupPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/signup');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Create Account' });
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  async createAccount(account: NewAccount) {
    await this.page.getByRole('radio', { name: account.accountType }).check();
    await this.field('First Name').fill(account.firstName);
    await this.field('Last Name').fill(account.lastName);
    await this.field('Username').fill(account.username);
    await this.field('Gender').selectOption(account.gender);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Create an account' }).click();
  }
}
