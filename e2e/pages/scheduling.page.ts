import { expect, type Page } from '@playwright/test';

/** Settings → Availability (the doctor) or a doctor's Availability (an administrator). */
export class AvailabilityPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /^Availability/ });
  }

  timeZone() {
    return this.page.getByLabel(/^Time zone/);
  }

  appointmentLength() {
    return this.page.getByLabel('Appointment length');
  }

  horizon() {
    return this.page.getByLabel('Booking horizon (days)');
  }

  /** A weekday's row of ranges ('Monday'). */
  weekday(name: string) {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The day's one range ('09:00' to '11:00'). */
  async setHours(weekday: string, from: string, to: string) {
    const day = this.weekday(weekday);
    await day.getByLabel(`${weekday}, range 1, from`).fill(from);
    await day.getByLabel(`${weekday}, range 1, to`).fill(to);
  }

  /** Adds a date override for the date, closed all day. */
  async closeDate(date: string) {
    await this.page.getByRole('button', { name: 'Add date override' }).click();
    const override = this.page.getByRole('listitem', { name: /^Date override/ }).last();
    await override.getByLabel(/^Date/).fill(date);
    await expect(override.getByRole('checkbox', { name: 'Closed all day' })).toBeChecked();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save availability' }).click();
    await expect(
      this.page.getByRole('alert').filter({ hasText: 'Availability saved.' }),
    ).toBeVisible();
  }

  /** The list of appointments the new hours no longer offer. */
  outsideHours() {
    return this.page.getByRole('region', { name: 'Outside the hours' });
  }
}

/** The Reschedule dialog of an appointment's page. */
export class RescheduleDialog {
  constructor(readonly page: Page) {}

  open() {
    return this.page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Reschedule appointment' });
  }

  time(label: string) {
    return this.dialog().getByRole('button', { name: label, exact: true });
  }

  confirm() {
    return this.dialog().getByRole('button', { name: 'Confirm new time' }).click();
  }
}
