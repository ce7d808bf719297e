import { object, string, type InferType } from 'yup';
import { todayIso } from '../../../lib/format';

/** Spec §5 "Appointment form" messages; the patient is always the signed-in one. */
export const bookAppointmentSchema = object({
  doctor: string().required('Doctor is required'),
  date: string()
    .required('Date is required')
    .test(
      'not-past',
      'The appointment date cannot be in the past.',
      (value) => !value || value >= todayIso(),
    ),
  timeSlot: string().required('Time slot is required'),
  reason: string().max(1000, 'Reason must be at most 1000 characters'),
  notes: string().max(2000, 'Notes must be at most 2000 characters'),
});

export type BookAppointmentValues = InferType<typeof bookAppointmentSchema>;

export const emptyBooking: BookAppointmentValues = {
  doctor: '',
  date: '',
  timeSlot: '',
  reason: '',
  notes: '',
};
