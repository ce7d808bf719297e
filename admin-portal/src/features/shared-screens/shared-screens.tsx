// Notifications, Settings and Update Password are shared by the three areas and live in their
// own federation entry (formik and yup inside): fetched the first time one of them is opened.
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@careconnect/shared-ui';

function lazyScreen<K extends 'NotificationsScreen' | 'UpdatePasswordScreen'>(name: K) {
  const Screen = lazy(async () => {
    const screens = await import('@careconnect/shared-ui/screens');
    return { default: screens[name] as ComponentType };
  });
  return function SharedScreen() {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Screen />
      </Suspense>
    );
  };
}

export const NotificationsScreen = lazyScreen('NotificationsScreen');
// An administrator is told about appointments and the care team (doctors to approve), never
// about plans, messages or reminders: only those two kinds can be copied by email.
const AdminSettings = lazy(async () => {
  const { SettingsScreen: Settings } = await import('@careconnect/shared-ui/screens');
  return { default: () => <Settings emailCopyKinds={['appointment', 'care']} /> };
});

/** Its Update Password link is 'update-pass' beside the settings route: /admin/settings/update-pass. */
export function SettingsScreen() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <AdminSettings />
    </Suspense>
  );
}
export const UpdatePasswordScreen = lazyScreen('UpdatePasswordScreen');
