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

export function rejectedMessage(name: string) {
  return `${name} was rejected and has been told.`;
}

/** The confirmation of an approval or a rejection. */
export function decisionText(kind: 'approve' | 'reject', name: string) {
  return kind === 'approve'
    ? {
        question: `Approve ${name}?`,
        consequence: 'They will see the patients in their care, and patients can book them.',
        confirmLabel: 'Approve',
      }
    : {
        question: `Reject ${name}?`,
        consequence:
          'They will be told that their account was not approved, and will see no patient data. You can still approve them later.',
        confirmLabel: 'Reject',
      };
}
