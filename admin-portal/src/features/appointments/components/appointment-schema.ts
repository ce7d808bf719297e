import * as yup from 'yup';
import {
  appointmentFields,
  type AppointmentFormValues as SharedValues,
} from '@careconnect/shared-ui/schedule';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../../lib/api-types';

/** Spec §5 "Appointment form", and the status an administrator may set when updating. */
export const appointmentSchema = yup.object({
  ...appointmentFields,
  status: yup.string().oneOf(['', ...APPOINTMENT_STATUSES]),
});

export interface AppointmentFormValues extends SharedValues {
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
