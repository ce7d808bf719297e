// The signed-in devices of the user an administrator is looking at, with "Sign out everywhere".
// The card lives in the kit's account entry (loaded the first time a user page opens).
import { lazy, Suspense } from 'react';
import { Spinner } from '@careconnect/shared-ui';

const SignedInDevicesCard = lazy(() =>
  import('@careconnect/shared-ui/account').then(({ SignedInDevicesCard: Card }) => ({
    default: Card,
  })),
);

export function UserDevicesSection({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading devices" />}>
      <SignedInDevicesCard userId={userId} />
    </Suspense>
  );
}
