import { expect, type Locator, type Page } from '@playwright/test';

/** The doctor's and the administrator's calendars: toolbar, filters and the time grid. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Calendar' });
  }

  /** The title of what the grid shows ('November 23 – 29, 2026'). */
  title(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 2, name });
  }

  button(name: 'Today' | 'Back' | 'Next' | 'Day' | 'Week') {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** An appointment's block, by what it reads ('10:00 AM – 10:30 AM Jane Cooper Pending'). */
  event(name: RegExp) {
    return this.page.getByRole('button', { name });
  }

  /** The time gutter's row of an hour ('10 AM'). */
  hourRow(label: string) {
    return this.page
      .locator('.rbc-time-gutter .rbc-timeslot-group')
      .filter({ has: this.page.locator('.rbc-label', { hasText: new RegExp(`^${label}$`) }) });
  }

  /** The grid's columns: the days of a week, or the doctors of a day. */
  columns() {
    return this.page.locator('.rbc-time-content > .rbc-day-slot');
  }

  /** The headings of a day's doctor columns. */
  doctorHeadings() {
    return this.page.locator('.rbc-row-resource .rbc-header');
  }

  /** Where an hour row starts, on screen (the grid scrolled to show it). */
  async hourTop(label: string): Promise<number> {
    const row = this.hourRow(label);
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    if (!box) throw new Error(`no row for ${label}`);
    return box.y;
  }

  /** Clicks a column `minutes` after an hour's row begins, as a pointer would. */
  async clickAt(column: Locator, hour: string, minutes = 10) {
    const row = this.hourRow(hour);
    await row.scrollIntoViewIfNeeded();
    const rowBox = (await row.boundingBox())!;
    const columnBox = (await column.boundingBox())!;
    const y = rowBox.y + (rowBox.height * minutes) / 60;
    await this.page.mouse.click(columnBox.x + columnBox.width / 2, y);
  }

  /** Checks the block starts on the hour's row and sits in the column. */
  async expectAt(event: Locator, column: Locator, hour: string) {
    await event.scrollIntoViewIfNeeded();
    const top = await this.hourTop(hour);
    const box = (await event.boundingBox())!;
    const columnBox = (await column.boundingBox())!;
    expect(Math.abs(box.y - top)).toBeLessThanOrEqual(3);
    expect(box.x).toBeGreaterThanOrEqual(columnBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(columnBox.x + columnBox.width + 1);
  }

  specialization() {
    return this.page.getByRole('combobox', { name: 'Specialization' });
  }

  timeZone() {
    return this.page.getByRole('combobox', { name: 'Time zone' });
  }
}
