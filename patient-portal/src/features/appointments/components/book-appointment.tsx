import { useEffect, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, errorMessage, isApiError, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { todayIso } from '../../../lib/format';
import { Actions, PageHeader, PageTitle, Stack } from '../../../lib/layout';
import { useCreateAppointment } from '../api/create-appointment';
import {
  bookAppointmentSchema,
  emptyBooking,
  type BookAppointmentValues,
} from './book-appointment-schema';
import { DoctorFinder } from './doctor-finder';
import { TimeSlotField } from './time-slot-field';

export const CREATED_TOAST = 'Appointment created successfully!';
/** Spec §9: back to the list 1.5 s after the booking. */
export const REDIRECT_DELAY_MS = 1500;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

const When = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Book an appointment (decisions.md): find a doctor, choose a day and a free half hour; the
 * appointment starts pending. A slot taken meanwhile shows the server's 409 message.
 */
export function BookAppointment() {
  const navigate = useNavigate();
  const create = useCreateAppointment();
  const [booked, setBooked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (
    values: BookAppointmentValues,
    helpers: FormikHelpers<BookAppointmentValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await create.mutateAsync({
        doctor: values.doctor,
        date: values.date,
        timeSlot: values.timeSlot,
        reason: values.reason?.trim() || undefined,
        notes: values.notes?.trim() || undefined,
      });
      setBooked(true);
      notify.success(CREATED_TOAST);
      timer.current = setTimeout(() => navigate('/patient/appointments'), REDIRECT_DELAY_MS);
    } catch (error) {
      const message = errorMessage(error, 'Failed to create appointment');
      helpers.setStatus(message);
      notify.error(message);
      if (isApiError(error) && error.status === 409) helpers.setFieldValue('timeSlot', '', false);
    }
  };

  return (
    <Stack>
      <PageHeader>
        <PageTitle>Book an Appointment</PageTitle>
        <ButtonLink variant="secondary" to="/patient/appointments">
          Back to Appointments
        </ButtonLink>
      </PageHeader>
      <Formik
        initialValues={emptyBooking}
        validationSchema={bookAppointmentSchema}
        onSubmit={submit}
      >
        {({ status }) => (
          <Form noValidate aria-label="Book an appointment">
            <Stack>
              <Card title="Find a doctor">
                <DoctorFinder disabled={booked} />
              </Card>
              <Card title="Date and time">
                <When>
                  <TextField
                    name="date"
                    label="Date"
                    type="date"
                    required
                    min={todayIso()}
                    disabled={booked}
                  />
                  <TimeSlotField disabled={booked} />
                </When>
                <TextareaField name="reason" label="Reason" rows={3} disabled={booked} />
                <TextareaField name="notes" label="Notes" rows={3} disabled={booked} />
                {typeof status === 'string' && status ? <Alert role="alert">{status}</Alert> : null}
                <Actions>
                  <SubmitButton pendingLabel="Submitting…" disabled={booked}>
                    Submit Appointment
                  </SubmitButton>
                </Actions>
              </Card>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
