import type { Page } from '@playwright/test';

/** /patient/appointments, the details of one, and booking. */
export class PatientAppointmentsPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/appointments');
  }

  table() {
    return this.page.getByRole('region', { name: 'My appointments' }).getByRole('table');
  }

  /** The rows showing `text` (a doctor's name, a date). */
  rows(text: string | RegExp) {
    return this.table().getByRole('row').filter({ hasText: text });
  }

  search(text: string) {
    return this.page.getByRole('searchbox', { name: 'Search appointments' }).fill(text);
  }

  cancelDialog() {
    return this.page.getByRole('alertdialog');
  }

  // Booking
  bookButton() {
    return this.page.getByRole('link', { name: 'Book Appointment' });
  }

  async findDoctor({ name, specialization }: { name?: string; specialization?: string }) {
    if (name !== undefined)
      await this.page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    if (specialization !== undefined) {
      await this.page.getByRole('searchbox', { name: 'Specialization' }).fill(specialization);
    }
  }

  doctorChoice(name: string | RegExp) {
    return this.page.getByRole('radio', { name });
  }

  date() {
    return this.page.getByLabel(/^Date/);
  }

  timeSlot() {
    return this.page.getByRole('combobox', { name: /Time Slot/ });
  }

  /** Chooses the first free half hour; returns its text. */
  async chooseFirstFreeSlot(): Promise<string> {
    const slot = this.timeSlot();
    await slot
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .waitFor({ state: 'attached' });
    const value = await slot
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    if (!value) throw new Error('no free time slot');
    await slot.selectOption(value);
    return value;
  }

  reason() {
    return this.page.getByRole('textbox', { name: 'Reason' });
  }

  notes() {
    return this.page.getByRole('textbox', { name: 'Notes' });
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit Appointment' });
  }

  // Details
  field(label: string) {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
