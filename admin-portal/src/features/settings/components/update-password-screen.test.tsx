import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { UpdatePasswordScreen } from './update-password-screen';

afterEach(() => act(() => resetSession()));

describe("the administrator's Update Password", () => {
  it('has its title, the way back to Settings above it, and the form', () => {
    renderWithProviders(<UpdatePasswordScreen />, {
      route: '/admin/settings/update-pass',
      session: adminSession,
    });
    const title = screen.getByRole('heading', { level: 1, name: 'Update Password' });
    const back = screen.getByRole('link', { name: 'Back to Settings' });
    expect(back).toHaveAttribute('href', '/admin/settings');
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Update Password' })).toBeInTheDocument();
  });
});
