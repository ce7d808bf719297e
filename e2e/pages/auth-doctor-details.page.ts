import type { Page } from '@playwright/test';

/** /createdoc (spec §2 "Doctor Details Form"). */
export class AuthDoctorDetailsPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Doctor Details Form' });
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  async submitDetails(details: {
    licenseNumber: string;
    specialization: string;
    yearsOfExperience?: string;
    hospital?: string;
  }) {
    await this.field('License Number').fill(details.licenseNumber);
    // The clinic's list: chosen, not typed.
    await this.field('Specialization').selectOption({ label: details.specialization });
    if (details.yearsOfExperience)
      await this.field('Years of Experience').fill(details.yearsOfExperience);
    if (details.hospital) await this.field('Hospital').fill(details.hospital);
    await this.page.getByRole('button', { name: 'Submit Info' }).click();
  }
}
