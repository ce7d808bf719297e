import { screen } from '@testing-library/react';
import { renderWithProviders } from '@careconnect/shared-ui/testing';
import { AppointmentStatus } from './appointment-status';

it('shows a status in the colour every area gives it', () => {
  renderWithProviders(
    <>
      <AppointmentStatus status="confirmed" />
      <AppointmentStatus status="cancelled" />
      <AppointmentStatus />
    </>,
  );
  expect(screen.getByText('Confirmed')).toHaveAttribute('data-tone', 'info');
  expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'neutral');
  expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
});

it('says a proposal waits for the patient', () => {
  renderWithProviders(<AppointmentStatus status="proposed" />);
  expect(screen.getByText('Proposed')).toHaveAttribute('data-tone', 'warning');
  expect(screen.getByText('Waiting for you')).toBeInTheDocument();
});
