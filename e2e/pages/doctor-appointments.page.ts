import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './combobox';
import { isoDay, rowCells } from './list-rows';

/** The doctor's appointments list (spec §2). */
export class DoctorAppointmentsPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/doctor/appointments');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Appointments' });
  }

  addAppointment() {
    return this.page.getByRole('link', { name: 'Add Appointment' });
  }

  search(text: string) {
    return this.page.getByLabel('Search by patient name').fill(text);
  }

  /** Upcoming, Past, Today or a chosen day ('Dec 3, 2026'): a list under its heading. */
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The dates of a list's rows, top to bottom, as 'YYYY-MM-DD'. */
  async dates(name: string): Promise<string[]> {
    const cells = await this.section(name).locator('td[data-label="Date"]').allTextContents();
    return cells.map(isoDay);
  }

  /**
   * Each row's date and start time, top to bottom, as 'YYYY-MM-DD HHMM' (minutes after midnight),
   * both read from one rendering (rowCells).
   */
  async moments(name: string): Promise<string[]> {
    const rows = await rowCells(this.section(name), ['Date', 'Time']);
    return rows.map(([date = '', time = '']) => {
      const [, h, m, half] = /(\d{1,2}):(\d{2})\s*(AM|PM)/.exec(time) ?? [];
      const minutes = ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m);
      return `${isoDay(date)} ${String(minutes).padStart(4, '0')}`;
    });
  }

  dateFilter() {
    return this.page.getByLabel('Date', { exact: true });
  }

  today() {
    return this.page.getByRole('button', { name: 'Today', exact: true });
  }

  /** The row showing all these texts (patient, date, slot…). */
  row(...texts: string[]): Locator {
    let row = this.page.getByRole('row');
    for (const text of texts) row = row.filter({ hasText: text });
    return row;
  }

  /** The row's own button: its next step (Confirm, Complete), or View when there is none. */
  action(row: Locator, name: 'View' | 'Confirm' | 'Complete') {
    return row.getByRole(name === 'View' ? 'link' : 'button', { name, exact: true });
  }

  /** The row's menu button, named 'More actions for <patient>, <date>, <time>'. */
  menuButton(row: Locator) {
    return row.getByRole('button', { name: /^More actions for / });
  }

  /** Opens the row's menu and gives one of its entries. */
  async menuAction(
    row: Locator,
    name: 'View' | 'Update' | 'Complete' | 'No-show' | 'Cancel' | 'Delete',
  ): Promise<Locator> {
    const button = this.menuButton(row);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    return row.getByRole('menu').getByRole('menuitem', { name, exact: true });
  }

  /** The entries of the row's menu, in order (the menu is closed again). */
  async menuEntries(row: Locator): Promise<string[]> {
    await this.menuButton(row).click();
    const entries = await row.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return entries;
  }

  dialog() {
    return this.page.getByRole('alertdialog');
  }
}

/** Create New Appointment and Update Appointment. */
export class DoctorAppointmentFormPage {
  constructor(readonly page: Page) {}

  /** Create: a searchable choice; Update: the booked patient, read-only. */
  patient() {
    return this.page
      .getByRole('combobox', { name: /^Patient\b/ })
      .or(this.page.getByRole('textbox', { name: /^Patient\b/ }));
  }

  doctor() {
    return this.page.getByLabel(/^Doctor\b/);
  }

  date() {
    return this.page.getByLabel(/^Date\b/);
  }

  timeSlot() {
    return this.page.getByLabel(/^Time Slot\b/);
  }

  reason() {
    return this.page.getByLabel(/^Reason\b/);
  }

  async fill({
    patient,
    date,
    timeSlot,
    reason,
  }: {
    patient?: string;
    date: string;
    timeSlot: string;
    reason?: string;
  }) {
    if (patient) await chooseOption(this.page, /^Patient\b/, patient);
    await this.date().fill(date);
    // Create offers the date's free times as a choice; Update keeps a text field.
    if ((await this.timeSlot().evaluate((el) => el.tagName)) === 'SELECT') {
      await this.timeSlot().selectOption(timeSlot);
    } else {
      await this.timeSlot().fill(timeSlot);
    }
    if (reason !== undefined) await this.reason().fill(reason);
  }

  submit(name = 'Submit Appointment') {
    return this.page.getByRole('button', { name }).click();
  }
}

/** Appointment Details. */
export class DoctorAppointmentDetailPage {
  constructor(readonly page: Page) {}

  goto(id: string) {
    return this.page.goto(`/doctor/appointments/view/${id}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Appointment Details' });
  }

  /** The value shown beside a field's label. */
  field(label: string) {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
