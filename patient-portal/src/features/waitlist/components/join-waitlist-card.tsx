import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Card } from '@careconnect/shared-ui';
import { useWaitlist } from '../api/get-waitlist';
import { WAITLIST_TEXT } from './waitlist-text';
import { WishForm } from './wish-form';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** Where booking finds no time that suits: wait for one of this doctor's times. */
export function JoinWaitlistCard({ doctorId }: { doctorId: string }) {
  const { data: entries } = useWaitlist();
  const [open, setOpen] = useState(false);
  const waiting = entries?.some((entry) => entry.doctor?._id === doctorId && !entry.appointment);
  return (
    <Card title={WAITLIST_TEXT.joinTitle}>
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
              target={{ doctor: doctorId }}
              submitLabel={WAITLIST_TEXT.joinButton}
              onSaved={() => setOpen(false)}
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
