import type { Page } from '@playwright/test';
import { AreaPage } from './area.page';

/** The patient area's frame: its menu and the toasts. */
export class PatientAreaPage extends AreaPage {
  constructor(page: Page) {
    super(page);
  }

  async open(path: string) {
    await this.page.goto(`/patient/${path}`);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Goes somewhere through the side menu (opening the drawer on small screens). */
  async goTo(entry: string) {
    if (await this.openMenuButton().isVisible()) await this.openMenuButton().click();
    await this.menu().getByRole('link', { name: entry, exact: true }).click();
  }

  menuName() {
    return this.menu().locator('p').first();
  }

  menuPhoto() {
    return this.menu().getByRole('img', { name: 'Profile photo' });
  }

  toast(text: string | RegExp) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
