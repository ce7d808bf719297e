import type { Page } from '@playwright/test';
import { AdminAreaPage } from './admin-area.page';
import { chooseOption } from './combobox';

/** All Appointments, its filters and pages, and the appointment form and detail screens. */
export class AdminAppointmentsPage extends AdminAreaPage {
  constructor(page: Page) {
    super(page);
  }

  async goto(query = '') {
    await this.open(`appointments${query}`);
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  statusFilter() {
    return this.page.getByRole('combobox', { name: 'Status' });
  }

  from() {
    return this.page.getByLabel('From', { exact: true });
  }

  to() {
    return this.page.getByLabel('To', { exact: true });
  }

  table() {
    return this.page.getByRole('table');
  }

  rows() {
    return this.table().locator('tbody tr');
  }

  row(text: string | RegExp) {
    return this.rows().filter({ hasText: text });
  }

  summary() {
    return this.page.getByText(/^\d+ appointments?$/);
  }

  pageLabel() {
    return this.page.getByRole('navigation', { name: 'Appointments pages' }).getByText(/^Page /);
  }

  next() {
    return this.page.getByRole('button', { name: 'Next' });
  }

  previous() {
    return this.page.getByRole('button', { name: 'Previous' });
  }

  // The form (create and update).
  field(label: string | RegExp) {
    return this.page.getByLabel(label);
  }

  async fillForm(values: {
    patient?: string;
    doctor?: string;
    date?: string;
    timeSlot?: string;
    reason?: string;
    status?: string;
  }) {
    if (values.patient) await chooseOption(this.page, /^Patient/, values.patient);
    if (values.doctor) {
      // Doctors are searched by name, specialization or hospital: not by 'Dr.'.
      const typed = values.doctor.replace(/^Dr\.\s*/, '');
      await chooseOption(this.page, /^Doctor/, values.doctor, { typed });
    }
    if (values.date) await this.field(/^Date/).fill(values.date);
    if (values.timeSlot) {
      // Create offers the date's free times as a choice; Update keeps a text field.
      const slot = this.field(/^Time Slot/);
      if ((await slot.evaluate((el) => el.tagName)) === 'SELECT')
        await slot.selectOption(values.timeSlot);
      else await slot.fill(values.timeSlot);
    }
    if (values.status) await this.field(/^Status/).selectOption({ label: values.status });
    if (values.reason !== undefined) await this.field('Reason').fill(values.reason);
  }

  /** A value on the detail screen, by its label. */
  detail(label: string) {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  }
}
