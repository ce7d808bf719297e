import { PageHeader, Stack } from '@careconnect/shared-ui';
import { UpdatePasswordForm } from '@careconnect/shared-ui/account';

/** Spec §2/§5 Update Password, a sub-page of the doctor's Settings. */
export function UpdatePasswordScreen() {
  return (
    <Stack>
      <PageHeader
        title="Update Password"
        back={{ to: '/doctor/settings', label: 'Back to Settings' }}
      />
      <UpdatePasswordForm />
    </Stack>
  );
}
