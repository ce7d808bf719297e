// Notifications, Settings and Update Password are shared by the three areas
// (@careconnect/shared-ui/screens). Until that entry exists they show their titles only.
import { PageHeader } from '../../components/page-header';

export function NotificationsScreen() {
  return <PageHeader title="Notifications" />;
}

export function SettingsScreen() {
  return <PageHeader title="Settings" />;
}

export function UpdatePasswordScreen() {
  return <PageHeader title="Update Password" />;
}
