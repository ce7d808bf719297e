import type { Page } from '@playwright/test';
import { AdminAreaPage } from './admin-area.page';

/** Reports: the period, the figures tables and the CSV export. */
export class AdminReportsPage extends AdminAreaPage {
  constructor(page: Page) {
    super(page);
  }

  async goto(range: { from: string; to: string }) {
    await this.open(`reports?from=${range.from}&to=${range.to}`);
  }

  /** A figures table by its heading. */
  figures(heading: string | RegExp) {
    return this.page.getByRole('region', { name: heading });
  }

  figure(heading: string | RegExp, label: string) {
    return this.figures(heading)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: label, exact: true }) })
      .getByRole('cell')
      .nth(1);
  }

  exportButton() {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}
