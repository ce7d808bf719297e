import type { Page } from '@playwright/test';

/** Recommended Foods / Recommended Sports, and Feedback where a plan is rated. */
export class PatientPlansPage {
  constructor(readonly page: Page) {}

  recommendation(number: number) {
    return this.page.getByRole('region', { name: `Recommendation ${number}`, exact: true });
  }

  // Feedback
  plan() {
    return this.page.getByRole('combobox', { name: /Plan/ });
  }

  stars(count: number) {
    return this.page.getByRole('radio', { name: `${count} ${count === 1 ? 'star' : 'stars'}` });
  }

  comment() {
    return this.page.getByRole('textbox', { name: 'Comment' });
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit Feedback' });
  }

  myFeedback() {
    return this.page.getByRole('region', { name: 'My feedback' }).getByRole('table');
  }
}
