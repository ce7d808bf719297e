// Notifications, Settings and Update Password are shared by the three areas and live in their
// own federation entry (formik and yup inside): fetched the first time one of them is opened.
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@careconnect/shared-ui';

function lazyScreen<K extends 'NotificationsScreen' | 'SettingsScreen' | 'UpdatePasswordScreen'>(
  name: K,
) {
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
/** Its Update Password link is 'update-pass' beside the settings route: /admin/settings/update-pass. */
export const SettingsScreen = lazyScreen('SettingsScreen');
export const UpdatePasswordScreen = lazyScreen('UpdatePasswordScreen');
