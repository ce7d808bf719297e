import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { Checkbox, errorMessage, isApiError, notify } from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { AuthScreen } from '../../../components/auth-screen';
import { FieldRow, FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import type { Gender } from '../../../lib/contracts';
import { useRegisterAccount } from '../api/register-account';
import { AccountTypeField } from './account-type-field';
import { emptySignup, signupSchema, type SignupFormValues } from './signup-schema';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/**
 * Which field a server refusal (409: taken) is about, when its message names one. Only a
 * username can be taken: a registered email answers as a new sign-up
 * (docs/decisions/account-recovery.md).
 */
export function fieldOfConflict(message: string): 'username' | null {
  if (/username/i.test(message)) return 'username';
  return null;
}

export function SignupScreen() {
  const navigate = useNavigate();
  const register = useRegisterAccount();
  const [showPassword, setShowPassword] = useState(false);

  const submit = async (values: SignupFormValues, form: FormikHelpers<SignupFormValues>) => {
    form.setStatus(undefined);
    const email = values.email.trim();
    try {
      const answer = await register.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        gender: values.gender as Gender,
        email,
        password: values.password,
        accountType: values.accountType,
      });
      notify.success(answer.message || 'Account created. Check your email for the code.');
      const carried = answer.user?.email ?? email;
      navigate(`/verify?email=${encodeURIComponent(carried)}`, { state: { codeSent: true } });
    } catch (failure) {
      const message = errorMessage(failure);
      const field = isApiError(failure) && failure.status === 409 ? fieldOfConflict(message) : null;
      if (field) form.setFieldError(field, message);
      else form.setStatus(message);
    }
  };

  return (
    <AuthScreen
      title="Create Account"
      wide
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <Formik<SignupFormValues>
        initialValues={emptySignup}
        validationSchema={signupSchema}
        onSubmit={submit}
      >
        {({ status }) => (
          <Form noValidate>
            <AccountTypeField name="accountType" />
            <FieldRow>
              <TextField name="firstName" label="First Name" autoComplete="given-name" required />
              <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
            </FieldRow>
            <FieldRow>
              <TextField name="username" label="Username" autoComplete="username" required />
              <SelectField
                name="gender"
                label="Gender"
                options={GENDERS}
                placeholder="-- Select gender --"
                required
              />
            </FieldRow>
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField
              name="password"
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              required
            />
            <Checkbox
              label="Show Password"
              checked={showPassword}
              onChange={(event) => setShowPassword(event.target.checked)}
            />
            <FormAlert>{typeof status === 'string' ? status : null}</FormAlert>
            <FormActions>
              <SubmitButton pendingLabel="Creating account..." block>
                Create an account
              </SubmitButton>
            </FormActions>
          </Form>
        )}
      </Formik>
    </AuthScreen>
  );
}
