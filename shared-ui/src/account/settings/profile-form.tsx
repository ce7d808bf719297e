import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { errorMessage, notify, type User } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import type { ProfileUpdate } from '../types';
import { FormError } from '../form-error';
import { PROFILE_SAVED, useUpdateProfile } from './api/use-update-profile';
import { profileSchema } from './profile-schema';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

function valuesOf(user: User): ProfileUpdate {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    address: user.address ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
  };
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Status {
  error?: string;
}

/** Spec §2 Settings: the profile form, saved with PUT /api/user/profile/{userId}. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile(user._id);

  const submit = async (values: ProfileUpdate, helpers: FormikHelpers<ProfileUpdate>) => {
    helpers.setStatus({});
    const profile: ProfileUpdate = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      bio: values.bio ?? '',
      address: values.address ?? '',
      email: values.email.trim(),
      phoneNumber: values.phoneNumber ?? '',
      dateOfBirth: values.dateOfBirth ?? '',
    };
    try {
      await update.mutateAsync(profile);
      notify.success(PROFILE_SAVED);
    } catch (error) {
      helpers.setStatus({ error: errorMessage(error) } satisfies Status);
    }
  };

  return (
    <Formik<ProfileUpdate>
      initialValues={valuesOf(user)}
      validationSchema={profileSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ status }) => (
        <Form noValidate aria-label="Profile">
          <Grid>
            <TextField
              name="firstName"
              label="First Name"
              autoComplete="given-name"
              maxLength={80}
            />
            <TextField
              name="lastName"
              label="Last Name"
              autoComplete="family-name"
              maxLength={80}
            />
            <Wide>
              <TextareaField name="bio" label="Bio" rows={3} maxLength={2000} />
            </Wide>
            <Wide>
              <TextField
                name="address"
                label="Address"
                autoComplete="street-address"
                maxLength={300}
              />
            </Wide>
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              readOnly
              hint="To change it, use Change email below."
            />
            <TextField
              name="phoneNumber"
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              maxLength={40}
            />
            <TextField
              name="dateOfBirth"
              label="Date of Birth"
              type="date"
              autoComplete="bday"
              max={today()}
            />
          </Grid>
          {(status as Status | undefined)?.error ? (
            <FormError role="alert">{(status as Status).error}</FormError>
          ) : null}
          <SubmitButton pendingLabel="Saving...">Save Changes</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
