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
 * On an upcoming appointment: ask to be offered an earlier time with the same doctor. Once asked,
 * it says so and links to the offers. Nothing once the appointment has begun.
 */
export function EarlierTimeCard({
  appointmentId,
  start,
}: {
  appointmentId: string;
  start: string;
}) {
  const { data: entries } = useWaitlist();
  const [open, setOpen] = useState(false);
  // Read once: an appointment that has begun has no earlier time to offer.
  const [openedAt] = useState(() => Date.now());
  if (Date.parse(start) <= openedAt) return null;
  const waiting = entries?.some((entry) => entry.appointment?._id === appointmentId);
  return (
    <Card title={WAITLIST_TEXT.askEarlierTitle}>
      {waiting ? (
        <>
          <Text>{WAITLIST_TEXT.waitingEarlier}</Text>
          <ButtonLink to="/patient/waitlist" variant="secondary">
            {WAITLIST_TEXT.seeOffers}
          </ButtonLink>
        </>
      ) : open ? (
        <>
          <Text>{WAITLIST_TEXT.askEarlierIntro}</Text>
          <WishForm
            target={{ appointment: appointmentId }}
            submitLabel={WAITLIST_TEXT.askEarlier}
            onSaved={() => setOpen(false)}
          />
        </>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {WAITLIST_TEXT.askEarlier}
        </Button>
      )}
    </Card>
  );
}
