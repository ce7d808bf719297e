export const DELETE_PATIENT_QUESTION = 'Are you sure you want to delete this patient?';

/** The server's rule (api patients.service deletePatient), said before it happens. */
export const DELETE_PATIENT_CONSEQUENCE =
  'Their upcoming pending or confirmed appointments will be cancelled and their doctors told. ' +
  'Past appointments, plans and health reports stay in the records, without the patient’s name.';

export const PATIENT_DELETED = 'Patient deleted';
export const PATIENT_NOT_FOUND = 'Patient not found.';
export const NO_PATIENTS = 'No patients found.';
