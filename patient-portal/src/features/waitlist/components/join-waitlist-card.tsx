import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Card } from '@careconnect/shared-ui';
import { useWaitlist } from '../api/get-waitlist';
import { WAITLIST_TEXT } from './waitlist-text';
import { WishForm } from './wish-form';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * Where booking finds no time that suits: wait for one of this doctor's times, or of any doctor
 * of a specialization.
 */
export function JoinWaitlistCard({
  doctorId,
  specialization,
  onSaved,
}: {
  doctorId?: string;
  specialization?: string;
  onSaved?: () => void;
}) {
  const { data: entries } = useWaitlist();
  const [open, setOpen] = useState(!!specialization);
  const waiting = entries?.some((entry) =>
    doctorId
      ? entry.doctor?._id === doctorId && !entry.appointment
      : !entry.doctor && entry.specialization.toLowerCase() === specialization?.toLowerCase(),
  );
  return (
    <Card
      title={
        specialization && !doctorId
          ? WAITLIST_TEXT.joinSpecialization(specialization)
          : WAITLIST_TEXT.joinTitle
      }
    >
      {waiting ? (
        <>
          <Text>{WAITLIST_TEXT.joined}</Text>
          <ButtonLink to="/patient/waitlist" variant="secondary">
            {WAITLIST_TEXT.seeOffers}
          </ButtonLink>
        </>
      ) : (
        <>
          <Text>{WAITLIST_TEXT.joinIntro}</Text>
          {open ? (
            <WishForm
              target={doctorId ? { doctor: doctorId } : { specialization }}
              submitLabel={WAITLIST_TEXT.joinButton}
              onSaved={() => {
                setOpen(false);
                onSaved?.();
              }}
            />
          ) : (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {WAITLIST_TEXT.joinButton}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
