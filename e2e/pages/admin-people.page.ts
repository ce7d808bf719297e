import type { Page } from '@playwright/test';
import { AdminAreaPage } from './admin-area.page';

/** All Doctors or All Patients: search, rows and their actions. */
export class AdminPeoplePage extends AdminAreaPage {
  constructor(
    page: Page,
    readonly kind: 'doctors' | 'patients',
  ) {
    super(page);
  }

  async goto(query = '') {
    await this.open(`${this.kind}${query}`);
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  statusFilter() {
    return this.page.getByRole('combobox', { name: 'Status' });
  }

  table() {
    return this.page.getByRole('table');
  }

  row(name: string) {
    return this.table().locator('tbody tr').filter({ hasText: name });
  }
}
