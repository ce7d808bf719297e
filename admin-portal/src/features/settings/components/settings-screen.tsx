import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  AboutCard,
  PreferenceCards,
  ProfileCards,
  SignInCards,
  type EmailCopyKind,
} from '@careconnect/shared-ui/account';

// An administrator is told about appointments and the care team (doctors to approve), never
// about plans, messages or reminders: only those two kinds can be copied by email.
const ADMIN_EMAIL_COPIES: readonly EmailCopyKind[] = ['appointment', 'care'];

/** Spec §2 Settings of the administrator: the account only. */
export function SettingsScreen() {
  return (
    <Stack>
      <PageHeader title="Settings" />
      <ProfileCards />
      <PreferenceCards emailCopyKinds={ADMIN_EMAIL_COPIES} />
      <SignInCards updatePasswordPath="/admin/settings/update-pass" />
      <AboutCard />
    </Stack>
  );
}
