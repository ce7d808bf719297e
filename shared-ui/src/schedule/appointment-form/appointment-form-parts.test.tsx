import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@careconnect/shared-ui/testing';
import {
  AppointmentFormFrame,
  AppointmentNoteFields,
  AppointmentTimeFields,
} from './appointment-form-parts';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';

const empty: AppointmentFormValues = {
  patient: '',
  doctor: '',
  date: '',
  timeSlot: '',
  reason: '',
  notes: '',
};

function renderForm(onSubmit: (values: AppointmentFormValues) => Promise<void>, values = empty) {
  return renderWithProviders(
    <AppointmentFormFrame
      initialValues={values}
      validationSchema={appointmentSchema}
      label="Appointment"
      submitLabel="Submit Appointment"
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <AppointmentTimeFields doctorId="" date={form.values.date} timeSlot="text" />
          <AppointmentNoteFields />
        </>
      )}
    </AppointmentFormFrame>,
  );
}

it('has the shared fields of the doctor’s and the administrator’s forms', () => {
  renderForm(jest.fn());
  const form = screen.getByRole('form', { name: 'Appointment' });
  expect(form).toContainElement(screen.getByLabelText(/^Date/));
  expect(screen.getByRole('combobox', { name: /Time Slot/ })).toHaveAttribute(
    'placeholder',
    '10:00 AM - 10:30 AM',
  );
  expect(screen.getByText('e.g. 10:00 AM - 10:30 AM')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled();
});

it('says what is missing in the spec’s words', async () => {
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
  expect(await screen.findByText('Date is required')).toBeInTheDocument();
  expect(screen.getByText('Time slot is required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('shows the server’s refusal above the button', async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValue(new Error('This time slot is already booked for this doctor.'));
  renderForm(onSubmit, {
    ...empty,
    patient: 'p1',
    doctor: 'd1',
    date: '2026-12-01',
    timeSlot: '10:00 AM - 10:30 AM',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This time slot is already booked for this doctor.',
    ),
  );
});
