import type { Page } from '@playwright/test';

/** The patient's My doctors (Settings → My doctors). */
export class MyDoctorsPage {
  constructor(private readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/settings/doctors');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'My doctors' });
  }

  careTeam() {
    return this.page.getByRole('table', { name: 'My doctors' });
  }

  doctorRow(name: string) {
    return this.careTeam().getByRole('row').filter({ hasText: name });
  }

  dialog() {
    return this.page.getByRole('alertdialog');
  }
}

/** The doctor's patient page for a patient outside their care, and emergency access. */
export class NotInCarePanel {
  constructor(private readonly page: Page) {}

  message() {
    return this.page.getByRole('heading', { name: 'This patient is not in your care.' });
  }

  askToJoin() {
    return this.page.getByRole('button', { name: 'Ask to join their care team' });
  }

  async useEmergencyAccess(reason: string) {
    await this.page.getByRole('button', { name: 'Emergency access' }).click();
    await this.page.getByLabel(/^Reason/).fill(reason);
    await this.page.getByRole('button', { name: 'Open record for 24 hours' }).click();
  }

  banner() {
    return this.page
      .getByRole('status')
      .filter({ hasText: 'You can read this record; changes need the patient in your care.' });
  }
}

/** The administrators' Emergency access list. */
export class EmergencyAccessListPage {
  constructor(private readonly page: Page) {}

  goto() {
    return this.page.goto('/admin/emergency-access');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Emergency access' });
  }

  row(text: string) {
    return this.page
      .getByRole('table', { name: 'Emergency accesses' })
      .getByRole('row')
      .filter({ hasText: text });
  }
}
