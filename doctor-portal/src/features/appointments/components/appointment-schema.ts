import * as yup from 'yup';

/** Spec §5 "Appointment form": reason and notes optional, no format check on date or slot. */
export const appointmentSchema = yup.object({
  patient: yup.string().trim().required('Patient is required'),
  doctor: yup.string().trim().required('Doctor is required'),
  date: yup.string().trim().required('Date is required'),
  timeSlot: yup.string().trim().required('Time slot is required'),
  reason: yup.string(),
  notes: yup.string(),
});

export interface AppointmentFormValues {
  patient: string;
  doctor: string;
  date: string;
  timeSlot: string;
  reason: string;
  notes: string;
}
