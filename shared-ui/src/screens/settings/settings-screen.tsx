import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  ErrorState,
  Spinner,
  ThemeToggle,
  useCurrentUser,
  useSession,
} from '@careconnect/shared-ui';
import { Screen, ScreenTitle } from '../screen-layout';
import { AboutCard } from './about-card';
import type { EmailCopyKind } from './api/email-copies';
import { ChangeEmailForm } from './change-email-form';
import { EmailCopiesCard } from './email-copies-card';
import { PhotoPicker } from './photo-picker';
import { ProfileForm } from './profile-form';
import { SignedInDevicesCard } from './signed-in-devices-card';
import { TwoStepCard } from './two-step-card';

export interface SettingsScreenProps {
  /**
   * Where the 'Update Password' link goes, e.g. '/patient/settings/update-pass'. By default
   * 'update-pass' relative to the settings route (spec §2: settings/update-pass in every area).
   */
  updatePasswordPath?: string;
  /** The kinds of notification whose email copies this area offers (default: all five). */
  emailCopyKinds?: readonly EmailCopyKind[];
  /** An area's own sections, after the shared ones (e.g. the patient's doctors). */
  children?: ReactNode;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/**
 * Spec §2 Settings: profile form, photo with Save Image, the dark theme switch and the link to
 * Update Password, plus Change email (the address changes through a link sent to the new one).
 * Shared by the patient, doctor and admin areas.
 */
export function SettingsScreen({
  updatePasswordPath = 'update-pass',
  emailCopyKinds,
  children,
}: SettingsScreenProps) {
  const userId = useSession((state) => state.userId);
  const sessionUser = useSession((state) => state.user);
  const profile = useCurrentUser();

  let form;
  if (!userId) form = <ErrorState message="Error: User not authenticated" />;
  else if (profile.isPending) form = <Spinner label="Loading profile" />;
  else if (profile.isError)
    form = (
      <ErrorState message="Failed to fetch user data." onRetry={() => void profile.refetch()} />
    );
  else form = <ProfileForm user={profile.data} />;

  const photoUser = profile.data ?? (sessionUser ? { ...sessionUser } : null);

  return (
    <Screen>
      <ScreenTitle>Settings</ScreenTitle>
      <Card title="Profile Photo">
        <PhotoPicker user={photoUser} />
      </Card>
      <Card title="Profile">{form}</Card>
      {userId && profile.data ? (
        <Card title="Change email">
          <ChangeEmailForm userId={userId} email={profile.data.email} />
        </Card>
      ) : null}
      {userId ? <EmailCopiesCard kinds={emailCopyKinds} /> : null}
      <Card title="Appearance">
        <Row>
          <p>Use the dark theme on this device.</p>
          <ThemeToggle />
        </Row>
      </Card>
      <Card title="Password">
        <Row>
          <p>Change the password you sign in with.</p>
          <ButtonLink to={updatePasswordPath} variant="secondary">
            Update Password
          </ButtonLink>
        </Row>
      </Card>
      {userId ? <SignedInDevicesCard /> : null}
      {userId ? <TwoStepCard /> : null}
      {children}
      <AboutCard />
    </Screen>
  );
}
