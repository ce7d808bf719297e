import type { Page } from '@playwright/test';

/** /patient/reports: report a health complaint and follow it. */
export class PatientReportsPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/reports');
  }

  title() {
    return this.page.getByRole('textbox', { name: /^Title/ });
  }

  description() {
    return this.page.getByRole('textbox', { name: 'Description' });
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit Report' });
  }

  rows(text: string | RegExp) {
    return this.page
      .getByRole('region', { name: 'My health reports' })
      .getByRole('row')
      .filter({ hasText: text });
  }
}
