import { screen } from '@testing-library/react';
import { resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { renderAuth } from './testing/render-auth';

afterEach(() => resetSession());

describe('auth-app routes', () => {
  it.each([
    ['/login', 'Login'],
    ['/signup', 'Create Account'],
    ['/verify', 'Email Verification'],
    ['/forgotpass', 'Forgot Password'],
    ['/auth/reset', 'Reset Password'],
    ['/createdoc', 'Doctor Details Form'],
  ])('%s shows %s', (route, title) => {
    mockApi();
    renderAuth(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CareConnect' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 screen for an unknown path under /auth', () => {
    mockApi();
    renderAuth('/auth/unknown');
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
