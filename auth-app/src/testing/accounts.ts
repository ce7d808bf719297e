/** The user record the server sends a signed-in patient, as the sign-in tests answer with it. */
export const patientUser = {
  _id: 'u-patient',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'Patient',
  patientId: 'p-1',
};
