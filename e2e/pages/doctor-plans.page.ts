import type { Page } from '@playwright/test';
import { chooseOption } from './combobox';

/** Nutrition & Sports Planner. */
export class DoctorPlannerPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/doctor/sportNutri');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Nutrition & Sports Planner' });
  }

  choosePatient(name: string) {
    return chooseOption(this.page, /^Patient\b/, name);
  }

  foodTable() {
    return this.page.getByRole('table', { name: 'Food recommendations' });
  }

  sportsTable() {
    return this.page.getByRole('table', { name: 'Sports recommendations' });
  }
}

/** Food Recommendation and Sports Recommendation: repeatable rows. */
export class DoctorPlanFormPage {
  constructor(
    readonly page: Page,
    readonly kind: 'Food' | 'Sport',
  ) {}

  patient() {
    return this.page.getByRole('combobox', { name: /^Patient\b/ });
  }

  choosePatient(name: string, options?: { timeout?: number }) {
    return chooseOption(this.page, /^Patient\b/, name, options);
  }

  row(number: number) {
    return this.page.getByRole('group', { name: `${this.kind} ${number}`, exact: true });
  }

  rows() {
    return this.page.getByRole('group', { name: new RegExp(`^${this.kind} \\d+$`) });
  }

  addRow() {
    return this.page.getByRole('button', { name: `Add Another ${this.kind}` }).click();
  }

  removeRow(number: number) {
    return this.page
      .getByRole('button', { name: `Remove ${this.kind.toLowerCase()} ${number}`, exact: true })
      .click();
  }

  /** Fills row `number` by field label ('Food Name', 'Quantity', 'Intensity'…). */
  async fillRow(number: number, fields: Record<string, string>) {
    const row = this.row(number);
    for (const [label, value] of Object.entries(fields)) {
      const control = row.getByLabel(new RegExp(`^${label}\\b`));
      if (label === 'Intensity') await control.selectOption({ label: value });
      else await control.fill(value);
    }
  }

  notes() {
    return this.page.getByLabel('Additional Notes');
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit Recommendation' }).click();
  }
}
