import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careconnect/shared-ui/testing';
import { AppointmentStatusBadge } from './appointment-status';

it('shows a status in the colour every area gives it, in the doctor’s words', () => {
  renderWithProviders(
    <>
      <AppointmentStatusBadge status="confirmed" />
      <AppointmentStatusBadge status="proposed" />
    </>,
  );
  expect(screen.getByText('Confirmed')).toHaveAttribute('data-tone', 'info');
  expect(screen.getByText('Awaiting patient')).toHaveAttribute('data-tone', 'warning');
});
