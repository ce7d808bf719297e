import type { Page } from '@playwright/test';

/** The shared Settings, Update Password and Notifications screens, inside the patient area. */
export class PatientSettingsPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto('/patient/settings');
  }

  field(label: 'First Name' | 'Last Name' | 'Bio' | 'Address' | 'Phone Number') {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  saveProfile() {
    return this.page.getByRole('button', { name: 'Save Changes' });
  }

  photoInput() {
    return this.page.getByLabel(/^Choose a photo/);
  }

  saveImage() {
    return this.page.getByRole('button', { name: 'Save Image' });
  }

  // Change email
  newEmail() {
    return this.page.getByLabel(/^New Email/);
  }

  changeEmailPassword() {
    return this.page.getByRole('form', { name: 'Change email' }).getByLabel(/^Current Password/);
  }

  sendConfirmationLink() {
    return this.page.getByRole('button', { name: 'Send Confirmation Link' });
  }

  updatePasswordLink() {
    return this.page.getByRole('link', { name: 'Update Password' });
  }

  // Update Password
  currentPassword() {
    return this.page.getByLabel(/^Current Password/);
  }

  newPassword() {
    return this.page.getByLabel(/^New Password/);
  }

  confirmPassword() {
    return this.page.getByLabel(/^Confirm Password/);
  }

  submitPassword() {
    return this.page.getByRole('button', { name: 'Update Password' });
  }

  // Notifications
  notifications() {
    return this.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  }

  pageLabel() {
    return this.page
      .getByRole('navigation', { name: 'Notifications pages' })
      .getByText(/^Page \d+ of \d+$/);
  }

  next() {
    return this.page.getByRole('button', { name: 'Next' });
  }

  previous() {
    return this.page.getByRole('button', { name: 'Previous' });
  }
}
