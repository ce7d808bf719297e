import * as yup from 'yup';

/** Spec §2: the time slot is free text with a hint like this. */
export const TIME_SLOT_HINT = '10:00 AM - 10:30 AM';

/**
 * Spec §5 "Appointment form", the fields the doctor's and the administrator's forms share:
 * reason and notes optional, no format check on date or slot. An area adds its own (the
 * administrator's status) by spreading these into its schema.
 */
export const appointmentFields = {
  patient: yup.string().trim().required('Patient is required'),
  doctor: yup.string().trim().required('Doctor is required'),
  date: yup.string().trim().required('Date is required'),
  timeSlot: yup.string().trim().required('Time slot is required'),
  reason: yup.string(),
  notes: yup.string(),
};

export const appointmentSchema = yup.object(appointmentFields);

export interface AppointmentFormValues {
  patient: string;
  doctor: string;
  date: string;
  timeSlot: string;
  reason: string;
  notes: string;
}
