import type { Page } from '@playwright/test';
import { AdminAreaPage } from './admin-area.page';

/** The admin dashboard: six summary cards and three charts. */
export class AdminDashboardPage extends AdminAreaPage {
  constructor(page: Page) {
    super(page);
  }

  async goto() {
    await this.open('dashboard');
  }

  cards() {
    return this.page.getByRole('list', { name: 'Summary' });
  }

  card(title: string) {
    return this.cards()
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${title}`) });
  }

  /** A chart's numbers, as the table it carries for screen readers. */
  chartTable(title: string) {
    return this.page.getByRole('table', { name: title });
  }

  /** The chart table's rows as [label, number] pairs. */
  async chartRows(title: string): Promise<[string, number][]> {
    const rows = this.chartTable(title).locator('tbody tr');
    const pairs: [string, number][] = [];
    for (const row of await rows.all()) {
      const label = (await row.locator('th').textContent()) ?? '';
      pairs.push([label.trim(), Number(await row.locator('td').textContent())]);
    }
    return pairs;
  }

  chartDrawing(title: string) {
    return this.page.getByRole('region', { name: title }).getByTestId('chart-plot');
  }
}
