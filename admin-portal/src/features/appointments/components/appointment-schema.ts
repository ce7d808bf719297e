import * as yup from 'yup';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../lib/api-types';

/** Spec §5 "Appointment form": reason and notes optional, no format check on date or slot. */
export const appointmentSchema = yup.object({
  patient: yup.string().trim().required('Patient is required'),
  doctor: yup.string().trim().required('Doctor is required'),
  date: yup.string().trim().required('Date is required'),
  timeSlot: yup.string().trim().required('Time slot is required'),
  reason: yup.string(),
  notes: yup.string(),
  status: yup.string().oneOf(['', ...APPOINTMENT_STATUSES]),
});

export interface AppointmentFormValues {
  patient: string;
  doctor: string;
  date: string;
  timeSlot: string;
  reason: string;
  notes: string;
  /** Update only: an administrator may set any status. */
  status: AppointmentStatus | '';
}

export const emptyAppointment: AppointmentFormValues = {
  patient: '',
  doctor: '',
  date: '',
  timeSlot: '',
  reason: '',
  notes: '',
  status: '',
};
