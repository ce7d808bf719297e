// Everything this module reads of other modules, in one place: the appointment, the patient's
// profile and the care team.
export { findAppointment, type AppointmentRow } from '../appointments/appointments.service.js';
export { doctorMayReach } from '../care/care.service.js';
export { findPatient } from '../patients/patients.service.js';
