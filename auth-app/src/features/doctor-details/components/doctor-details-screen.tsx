import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import {
  ButtonLink,
  errorMessage,
  notify,
  specializationOptions,
  useSession,
  useSpecializations,
} from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useCreateDoctor } from '../api/create-doctor';
import {
  doctorDetailsSchema,
  emptyDoctorDetails,
  type DoctorDetailsValues,
} from './doctor-details-schema';

export const DOCTOR_CREATED = 'Doctor created successfully!';
export const AWAITING_APPROVAL_AFTER_DETAILS =
  "Your doctor account now awaits an administrator's approval. You will be notified once it is approved.";

export function DoctorDetailsScreen() {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const role = useSession((state) => state.role);
  const createDoctor = useCreateDoctor();
  // The clinic's one list: a doctor chooses a specialization, never types one.
  const specializations = useSpecializations({ enabled: Boolean(token) && role === 'doctor' });

  if (!token || role !== 'doctor') {
    return (
      <AuthScreen
        title="Doctor Details Form"
        intro={
          <p>
            Your professional details are added right after your email is verified, while you are
            signed in with your doctor account.
          </p>
        }
        footer={<Link to="/signup">Create an account</Link>}
      >
        <ButtonLink to="/login" block>
          Log in as a doctor
        </ButtonLink>
      </AuthScreen>
    );
  }

  const submit = async (values: DoctorDetailsValues, form: FormikHelpers<DoctorDetailsValues>) => {
    form.setStatus(undefined);
    const years = values.yearsOfExperience.trim();
    const hospital = values.hospital.trim();
    try {
      await createDoctor.mutateAsync({
        licenseNumber: values.licenseNumber.trim(),
        specialization: values.specialization.trim(),
        ...(years ? { yearsOfExperience: Number(years) } : {}),
        ...(hospital ? { hospital } : {}),
      });
      notify.success(DOCTOR_CREATED);
      notify.info(AWAITING_APPROVAL_AFTER_DETAILS);
      form.resetForm();
      // The doctor's own area, which says what happens next (approval), not the marketing page.
      navigate('/doctor/dashboard');
    } catch (failure) {
      form.setStatus(errorMessage(failure));
    }
  };

  return (
    <AuthScreen
      title="Doctor Details Form"
      intro={<p>Tell patients and our administrators about your practice.</p>}
    >
      <Formik
        initialValues={emptyDoctorDetails}
        validationSchema={doctorDetailsSchema}
        onSubmit={submit}
      >
        {({ status }) => (
          <Form noValidate>
            <TextField name="licenseNumber" label="License Number" required />
            <SelectField
              name="specialization"
              label="Specialization"
              required
              placeholder="Select a specialization"
              options={specializationOptions(specializations.data)}
              hint={
                specializations.isError
                  ? 'The list could not be loaded: reload the page.'
                  : undefined
              }
            />
            <TextField
              name="yearsOfExperience"
              label="Years of Experience"
              inputMode="numeric"
              hint="Optional"
            />
            <TextField
              name="hospital"
              label="Hospital"
              hint="Optional"
              autoComplete="organization"
            />
            <FormAlert>{typeof status === 'string' ? status : null}</FormAlert>
            <FormActions>
              <SubmitButton pendingLabel="Submitting…" block>
                Submit Info
              </SubmitButton>
            </FormActions>
          </Form>
        )}
      </Formik>
    </AuthScreen>
  );
}
