import type { Page } from '@playwright/test';
import { AreaPage } from './area.page';

/** The admin area's frame: menu, headings, toasts and the kit's confirm dialog. */
export class AdminAreaPage extends AreaPage {
  constructor(page: Page) {
    super(page);
  }

  async open(path: string) {
    await this.page.goto(`/admin/${path}`);
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  toast(text: string | RegExp) {
    return this.page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
  }

  /** The confirm dialog named by its question. */
  dialog(question: string) {
    return this.page.getByRole('alertdialog', { name: question });
  }
}
