import type { Page } from '@playwright/test';

/** /patient/dashboard: the patient's figures and charts. */
export class PatientDashboardPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/dashboard');
  }

  /** A summary card, by its title ('My Appointments', 'My Doctors', 'Health Issues'). */
  card(title: string) {
    return this.page.getByRole('link').filter({ hasText: title });
  }

  chart(title: 'Appointments in the last 7 days' | 'Health by Status') {
    return this.page.getByRole('region', { name: title });
  }

  /** The chart's drawing (its card paints first, with a spinner where the drawing goes). */
  drawing(title: 'Appointments in the last 7 days' | 'Health by Status') {
    return this.chart(title).getByTestId('chart-plot').locator('svg').first();
  }
}
