import { object, string, type InferType } from 'yup';

/**
 * Spec §5 "Appointment form" messages; the patient is always the signed-in one. The day and the
 * time come from the doctor's free times, so they cannot be in the past or taken when chosen.
 */
export const bookAppointmentSchema = object({
  doctor: string().required('Doctor is required'),
  date: string().required('Date is required'),
  timeSlot: string().required('Time slot is required'),
  /** The chosen slot's start instant: what the booking sends. */
  start: string().required('Time slot is required'),
  /** The kinds of visit the chosen slot allows ('in_person,video'), and the one chosen. */
  kinds: string(),
  kind: string().oneOf(['in_person', 'video']).required(),
  reason: string().max(1000, 'Reason must be at most 1000 characters'),
  notes: string().max(2000, 'Notes must be at most 2000 characters'),
});

export type BookAppointmentValues = InferType<typeof bookAppointmentSchema>;

export const emptyBooking: BookAppointmentValues = {
  doctor: '',
  date: '',
  timeSlot: '',
  start: '',
  kinds: '',
  kind: 'in_person',
  reason: '',
  notes: '',
};
