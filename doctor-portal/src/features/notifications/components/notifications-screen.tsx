import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  NOTIFICATIONS_TEXT,
  NotificationList,
  type NotificationLinks,
} from '@careconnect/shared-ui/messages';

const enc = encodeURIComponent;

/** What each notification opens in this area; any other subject stays plain text. */
export const NOTIFICATION_LINKS: NotificationLinks = {
  appointment: (id) => `/doctor/appointments/view/${enc(id)}`,
  patient: (id) => `/doctor/patients/view/${enc(id)}`,
};

/** Spec §2 Notifications: what the doctor has been told, newest first. */
export function NotificationsScreen() {
  return (
    <Stack>
      <PageHeader title={NOTIFICATIONS_TEXT.title} />
      <NotificationList links={NOTIFICATION_LINKS} />
    </Stack>
  );
}
