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

  section(name: 'Features' | 'How It Works' | 'Testimonials') {
    return this.page.getByRole('region', { name, exact: true });
  }

  featureCards() {
    return this.section('Features').getByRole('listitem');
  }

  steps() {
    return this.section('How It Works').locator('ol > li');
  }

  testimonials() {
    return this.section('Testimonials').getByRole('figure');
  }

  heroIllustration() {
    return this.page.locator('main .cc-hero-art');
  }
}
