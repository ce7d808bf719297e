import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  NOTIFICATIONS_TEXT,
  NotificationList,
  type NotificationLinks,
} from '@careconnect/shared-ui/messages';

const enc = encodeURIComponent;

/** What each notification opens in this area; any other subject stays plain text. */
export const NOTIFICATION_LINKS: NotificationLinks = {
  appointment: (id) => `/admin/appointments/view/${enc(id)}`,
  doctor: (id) => `/admin/doctors/view/${enc(id)}`,
  patient: (id) => `/admin/patients/view/${enc(id)}`,
  emergencyAccess: () => '/admin/emergency-access',
};

/** Spec §2 Notifications: what the administrator has been told, newest first. */
export function NotificationsScreen() {
  return (
    <Stack>
      <PageHeader title={NOTIFICATIONS_TEXT.title} />
      <NotificationList links={NOTIFICATION_LINKS} />
    </Stack>
  );
}
