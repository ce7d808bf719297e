import type { PageHeaderProps } from '@careconnect/shared-ui';

/** The booking screen's header: drawn by the screen, and by the area while the screen loads. */
export const BOOK_APPOINTMENT_HEADER: PageHeaderProps = {
  title: 'Book an Appointment',
  back: { to: '/patient/appointments', label: 'Back to Appointments' },
};
