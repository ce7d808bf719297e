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
import type { EmailCopyKind } from './api/email-copies';
import { ChangeEmailForm } from './change-email-form';
import { EmailCopiesCard } from './email-copies-card';
import { PhotoPicker } from './photo-picker';
import { ProfileForm } from './profile-form';
import { SignedInDevicesCard } from './signed-in-devices-card';
import { TwoStepCard } from './two-step-card';

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

/** Its content only with a signed-in user (the calls behind it need one). */
function SignedIn({ children }: { children: ReactNode }) {
  const userId = useSession((state) => state.userId);
  return userId ? children : null;
}

/** Spec §2 Settings: the photo with Save Image. */
export function ProfilePhotoCard() {
  const sessionUser = useSession((state) => state.user);
  const profile = useCurrentUser();
  const photoUser = profile.data ?? (sessionUser ? { ...sessionUser } : null);
  return (
    <Card title="Profile Photo">
      <PhotoPicker user={photoUser} />
    </Card>
  );
}

/** Spec §2 Settings: the profile form, once the user's record has loaded. */
export function ProfileCard() {
  const userId = useSession((state) => state.userId);
  const profile = useCurrentUser();

  let form;
  if (!userId) form = <ErrorState message="Error: User not authenticated" />;
  else if (profile.isPending) form = <Spinner label="Loading profile" />;
  else if (profile.isError)
    form = (
      <ErrorState message="Failed to fetch user data." onRetry={() => void profile.refetch()} />
    );
  else form = <ProfileForm user={profile.data} />;
  return <Card title="Profile">{form}</Card>;
}

/** Change email: the address changes through a link sent to the new one. */
export function ChangeEmailCard() {
  const userId = useSession((state) => state.userId);
  const profile = useCurrentUser();
  if (!userId || !profile.data) return null;
  return (
    <Card title="Change email">
      <ChangeEmailForm userId={userId} email={profile.data.email} />
    </Card>
  );
}

/** The dark theme switch of this device. */
export function AppearanceCard() {
  return (
    <Card title="Appearance">
      <Row>
        <p>Use the dark theme on this device.</p>
        <ThemeToggle />
      </Row>
    </Card>
  );
}

export interface PasswordCardProps {
  /** Where 'Update Password' leads, e.g. '/patient/settings/update-pass'. */
  updatePasswordPath: string;
}

/** The link to Update Password. */
export function PasswordCard({ updatePasswordPath }: PasswordCardProps) {
  return (
    <Card title="Password">
      <Row>
        <p>Change the password you sign in with.</p>
        <ButtonLink to={updatePasswordPath} variant="secondary">
          Update Password
        </ButtonLink>
      </Row>
    </Card>
  );
}

/** Who the user is: photo, profile and email address (spec §2 Settings). */
export function ProfileCards() {
  return (
    <>
      <ProfilePhotoCard />
      <ProfileCard />
      <ChangeEmailCard />
    </>
  );
}

export interface PreferenceCardsProps {
  /** The kinds of notification whose email copies an area offers (default: all five). */
  emailCopyKinds?: readonly EmailCopyKind[];
}

/** What the user chooses for themselves: email copies of notifications, the theme. */
export function PreferenceCards({ emailCopyKinds }: PreferenceCardsProps) {
  return (
    <>
      <SignedIn>
        <EmailCopiesCard kinds={emailCopyKinds} />
      </SignedIn>
      <AppearanceCard />
    </>
  );
}

/** How the user signs in: the password, the signed-in devices, two-step sign-in. */
export function SignInCards({ updatePasswordPath }: PasswordCardProps) {
  return (
    <>
      <PasswordCard updatePasswordPath={updatePasswordPath} />
      <SignedIn>
        <SignedInDevicesCard />
        <TwoStepCard />
      </SignedIn>
    </>
  );
}
