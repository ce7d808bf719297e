// What the administrator is told around a doctor's approval and deletion.

export const DELETE_DOCTOR_QUESTION = 'Are you sure you want to delete this doctor?';

/** The server's rule (api doctors.service deleteDoctor), said before it happens. */
export const DELETE_DOCTOR_CONSEQUENCE =
  'Their upcoming pending or confirmed appointments will be cancelled and the patients told. ' +
  'Past appointments and plans stay in the records, without the doctor’s name.';

export const DOCTOR_DELETED = 'Doctor deleted';
export const DOCTOR_NOT_FOUND = 'Doctor not found';
export const NO_DOCTORS = 'No doctors found.';

export function approvedMessage(name: string) {
  return `${name} is approved and can now see their patients.`;
}
