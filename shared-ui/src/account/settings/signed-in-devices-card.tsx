import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  errorMessage,
  formatDateTime,
  notify,
  Spinner,
} from '@careconnect/shared-ui';
import {
  DEVICE_END_ERROR,
  DEVICES_LOAD_ERROR,
  useSignedInDevices,
  useSignOutDevice,
  useSignOutOthers,
  type SignedInDevice,
} from './api/signed-in-devices';

export const DEVICES_TEXT = {
  title: 'Signed-in devices',
  intro:
    'These devices are signed in to your account. Sign out any you do not recognise. A device unused for 15 minutes is signed out on its own.',
  adminIntro:
    'Where this account is signed in now. Signing it out everywhere ends every sign-in at once.',
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutOthers: 'Sign out all other devices',
  signOutEverywhere: 'Sign out everywhere',
  othersQuestion: 'Sign out every other device? They will need to sign in again.',
  everywhereQuestion:
    'Sign this account out on every device? The person will need to sign in again.',
  none: 'This account is not signed in anywhere.',
  lastActive: 'Last active',
  signedIn: 'Signed in',
} as const;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: 12px 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Current = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

function placeOf(device: SignedInDevice): string {
  return device.ip ? `${device.place} · ${device.ip}` : device.place;
}

export interface SignedInDevicesCardProps {
  /** An administrator's view of another account's sign-ins; the caller's own when absent. */
  userId?: string;
}

/**
 * Sessions the user controls: each sign-in with its device, browser, kind of network and last
 * activity; one device or every other one can be signed out. With `userId`, an administrator
 * signs that account out everywhere.
 */
export function SignedInDevicesCard({ userId }: SignedInDevicesCardProps) {
  const devices = useSignedInDevices(userId);
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOthers(userId);
  const [confirming, setConfirming] = useState(false);
  const admin = userId !== undefined;

  const endOne = (device: SignedInDevice) =>
    signOutOne.mutate(device._id, {
      onSuccess: (reply) => notify.success(reply.message),
      onError: (error) => notify.error(errorMessage(error, DEVICE_END_ERROR)),
    });
  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: (reply) => notify.success(reply.message),
      onError: (error) => notify.error(errorMessage(error, DEVICE_END_ERROR)),
      onSettled: () => setConfirming(false),
    });

  let body;
  if (devices.isPending) body = <Spinner label="Loading devices" />;
  else if (devices.isError)
    body = <ErrorState message={DEVICES_LOAD_ERROR} onRetry={() => void devices.refetch()} />;
  else if (devices.data.length === 0) body = <Intro>{DEVICES_TEXT.none}</Intro>;
  else
    body = (
      <List aria-label={DEVICES_TEXT.title}>
        {devices.data.map((device) => (
          <li key={device._id}>
            <div>
              <strong>
                {device.device} · {device.browser}
              </strong>
              <small>{placeOf(device)}</small>
              <small>
                {DEVICES_TEXT.lastActive} {formatDateTime(device.lastActiveAt)} ·{' '}
                {DEVICES_TEXT.signedIn} {formatDateTime(device.signedInAt)}
              </small>
            </div>
            {device.current ? (
              <Current>{DEVICES_TEXT.thisDevice}</Current>
            ) : admin ? null : (
              <Button
                variant="secondary"
                aria-label={`${DEVICES_TEXT.signOut} ${device.device} · ${device.browser}`}
                disabled={signOutOne.isPending}
                onClick={() => endOne(device)}
              >
                {DEVICES_TEXT.signOut}
              </Button>
            )}
          </li>
        ))}
      </List>
    );

  const others = devices.data?.filter((d) => !d.current).length ?? 0;
  return (
    <Card title={DEVICES_TEXT.title} aria-label={DEVICES_TEXT.title}>
      <Intro>{admin ? DEVICES_TEXT.adminIntro : DEVICES_TEXT.intro}</Intro>
      {body}
      {devices.data ? (
        <Button
          variant={admin ? 'danger' : 'secondary'}
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() => setConfirming(true)}
        >
          {admin ? DEVICES_TEXT.signOutEverywhere : DEVICES_TEXT.signOutOthers}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={admin ? DEVICES_TEXT.signOutEverywhere : DEVICES_TEXT.signOutOthers}
        message={admin ? DEVICES_TEXT.everywhereQuestion : DEVICES_TEXT.othersQuestion}
        confirmLabel={admin ? DEVICES_TEXT.signOutEverywhere : DEVICES_TEXT.signOutOthers}
        busy={signOutOthers.isPending}
        onConfirm={endOthers}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
