import { expect, type Page } from '@playwright/test';
import { isoDay, rowCells } from './list-rows';

/** 'Thursday 26 November 2026', as the month grid names a day. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d, 12));
  const part = (options: Intl.DateTimeFormatOptions) =>
    day.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })} ${d} ${part({ month: 'long' })} ${y}`;
}

/** 'November 2026'. */
export function monthLabel(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** /patient/appointments, the details of one, and booking. */
export class PatientAppointmentsPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/appointments');
  }

  /** The Upcoming or the Past list, under its heading. */
  section(name: 'Upcoming' | 'Past') {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The tables of both lists. */
  table() {
    return this.page.getByRole('region', { name: /^(Upcoming|Past)$/ }).getByRole('table');
  }

  /** The rows showing `text` (a doctor's name, a date), in either list. */
  rows(text: string | RegExp) {
    return this.table().getByRole('row').filter({ hasText: text });
  }

  /** The dates of a list's rows, top to bottom, as 'YYYY-MM-DD'. */
  async dates(name: 'Upcoming' | 'Past'): Promise<string[]> {
    const cells = await this.section(name).locator('td[data-label="Date"]').allTextContents();
    return cells.map(isoDay);
  }

  /** Each row's date ('YYYY-MM-DD') and status, top to bottom, from one rendering (rowCells). */
  async datesAndStatuses(name: 'Upcoming' | 'Past'): Promise<{ date: string; status: string }[]> {
    const rows = await rowCells(this.section(name), ['Date', 'Status']);
    return rows.map(([date = '', status = '']) => ({ date: isoDay(date), status }));
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
      await this.page
        .getByRole('combobox', { name: 'Specialization' })
        .selectOption({ label: specialization });
    }
  }

  doctorChoice(name: string | RegExp) {
    return this.page.getByRole('radio', { name });
  }

  /** The doctor's month ('November 2026'). */
  month(name?: string) {
    return name ? this.page.getByRole('grid', { name }) : this.page.getByRole('grid');
  }

  /** A day of the month grid, 'YYYY-MM-DD'. */
  day(date: string) {
    return this.page.getByRole('button', { name: dayLabel(date) });
  }

  /** Goes to the day's month with Next month and chooses the day (it must have free times). */
  async chooseDay(date: string) {
    const wanted = monthLabel(date);
    await expect(this.month()).toBeVisible();
    for (let i = 0; i < 13 && !(await this.month(wanted).isVisible()); i += 1) {
      await this.page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(this.month(wanted)).toBeVisible();
    await expect(this.day(date)).not.toHaveAttribute('aria-disabled', 'true');
    await this.day(date).click();
  }

  /** The free times of the chosen day, as buttons ('09:00 AM'); each one's title is its slot. */
  times() {
    return this.page.getByRole('list', { name: /^Free times on / }).getByRole('button');
  }

  /** The time button of a slot ('10:00 AM - 10:30 AM'). */
  time(timeSlot: string) {
    return this.times().and(this.page.getByTitle(timeSlot, { exact: true }));
  }

  /** Chooses the day, then its first free time; returns the slot ('09:00 AM - 09:30 AM'). */
  async chooseFirstFreeSlot(date: string): Promise<string> {
    await this.chooseDay(date);
    const first = this.times().first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const slot = await first.getAttribute('title');
    if (!slot) throw new Error('no free time slot');
    return slot;
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
