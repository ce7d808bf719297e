import type { Page } from '@playwright/test';

/** The layout every guarded area shares: top bar, side menu (fixed or drawer), content. */
export class AreaPage {
  constructor(readonly page: Page) {}

  menu() {
    return this.page.getByRole('navigation', { name: /menu/i });
  }

  openMenuButton() {
    return this.page.getByRole('button', { name: /open menu/i });
  }

  closeMenuButton() {
    return this.page.getByRole('button', { name: /close menu/i });
  }

  themeToggle() {
    return this.page.getByRole('switch', { name: /dark theme/i });
  }

  unavailable() {
    return this.page.getByText('This area is unavailable right now');
  }
}
