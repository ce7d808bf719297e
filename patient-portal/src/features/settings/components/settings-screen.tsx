import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  AboutCard,
  PreferenceCards,
  ProfileCards,
  SignInCards,
} from '@careconnect/shared-ui/account';
import { AccessLogCard } from '../../access-log/components/access-log-card';
import { MyDoctorsCard } from '../../care/components/my-doctors-card';

/** Spec §2 Settings of the patient: the account, then the care team and who opened the record. */
export function SettingsScreen() {
  return (
    <Stack>
      <PageHeader title="Settings" />
      <ProfileCards />
      <PreferenceCards />
      <SignInCards updatePasswordPath="/patient/settings/update-pass" />
      <MyDoctorsCard />
      <AccessLogCard />
      <AboutCard />
    </Stack>
  );
}
