import type { Page } from '@playwright/test';

/** The doctor's dashboard, patients and health screens. */
export class DoctorDashboardPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/doctor/dashboard');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Doctor Dashboard' });
  }

  card(title: 'My Patients' | 'My Appointments' | 'Patient Health Issues') {
    return this.page.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  chart(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /** A chart's numbers (its table for screen readers): there once the chart replaced its frame. */
  chartTable(title: string) {
    return this.page.getByRole('table', { name: title });
  }

  /** Today's open visits, first on the page. */
  agenda() {
    return this.page.getByRole('region', { name: 'Today’s agenda' });
  }

  approvalBanner() {
    return this.page.getByRole('status').filter({ hasText: 'Awaiting administrator approval' });
  }
}

export class DoctorPatientPage {
  constructor(readonly page: Page) {}

  goto(id: string) {
    return this.page.goto(`/doctor/patients/view/${id}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Patient Details' });
  }

  section(name: 'Personal Information' | 'Medical Details') {
    return this.page.getByRole('region', { name });
  }
}

export class DoctorHealthPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/doctor/health');
  }

  filter(label: 'All statuses' | 'Open' | 'In review' | 'Resolved') {
    return this.page.getByLabel('Filter by status').selectOption({ label });
  }

  row(...texts: string[]) {
    let row = this.page.getByRole('row');
    for (const text of texts) row = row.filter({ hasText: text });
    return row;
  }

  statusSelect(subject: string) {
    return this.page.getByLabel(`Status of “${subject}”`);
  }
}
