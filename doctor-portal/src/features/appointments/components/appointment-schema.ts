// Spec §5 "Appointment form": the doctor's form has exactly the shared fields.
export { appointmentSchema } from '@careconnect/shared-ui/schedule';
export type { AppointmentFormValues } from '@careconnect/shared-ui/schedule';
