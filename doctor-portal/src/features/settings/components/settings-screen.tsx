import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  AboutCard,
  PreferenceCards,
  ProfileCards,
  SignInCards,
} from '@careconnect/shared-ui/account';
import { AvailabilityCard } from '../../availability/components/availability-card';
import { AwayMessageCard } from '../../away-message/components/away-message-card';
import { CalendarFeedCard } from '../../calendar-feed/components/calendar-feed-card';

/** Spec §2 Settings of the doctor: the account, then working hours, away message, calendar feed. */
export function SettingsScreen() {
  return (
    <Stack>
      <PageHeader title="Settings" />
      <ProfileCards />
      <PreferenceCards />
      <SignInCards updatePasswordPath="/doctor/settings/update-pass" />
      <AvailabilityCard />
      <AwayMessageCard />
      <CalendarFeedCard />
      <AboutCard />
    </Stack>
  );
}
