import type { Page } from '@playwright/test';

export class LandingPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  sectionLink(name: 'Features' | 'How It Works' | 'Testimonials') {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name });
  }
}
