import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  errorMessage,
  notify,
  Spinner,
  Stack,
  PageHeader,
  ButtonRow,
} from '@careconnect/shared-ui';
import type { WaitlistEntry, WaitlistOffer } from '../../../lib/api-types';
import { formatLongDate } from '../../../lib/format';
import { useAnswerOffer } from '../api/answer-offer';
import { useOffers, useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { JoinWaitlistCard } from './join-waitlist-card';
import { timeLeft, WAITLIST_TEXT, WEEKDAY_NAMES } from './waitlist-text';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Strong = styled.p`
  font-weight: 600;
`;

/** The clock of the time left, ticking every 30 seconds while offers are open. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

const STATUS_TEXT: Record<Exclude<WaitlistOffer['status'], 'open'>, string> = {
  accepted: WAITLIST_TEXT.statusAccepted,
  declined: WAITLIST_TEXT.statusDeclined,
  expired: WAITLIST_TEXT.statusExpired,
  taken: WAITLIST_TEXT.statusTaken,
};

function OfferItem({ offer, now }: { offer: WaitlistOffer; now: number }) {
  const { accept, decline } = useAnswerOffer();
  const open = offer.status === 'open' && Date.parse(offer.expiresAt) > now;
  const busy = accept.isPending || decline.isPending;
  const when = `${formatLongDate(offer.date)} at ${offer.timeSlot}`;
  const answer = async (action: 'accept' | 'decline') => {
    try {
      if (action === 'accept') {
        await accept.mutateAsync(offer._id);
        notify.success(WAITLIST_TEXT.accepted);
      } else {
        await decline.mutateAsync(offer._id);
        notify.success(WAITLIST_TEXT.declinedToast);
      }
    } catch (error) {
      notify.error(errorMessage(error, `Failed to ${action} the offer`));
    }
  };
  return (
    <Item aria-label={`${offer.doctor.name}, ${when}`}>
      <div>
        <Strong>{when}</Strong>
        <p>
          {offer.doctor.name}
          {offer.doctor.specialization ? `, ${offer.doctor.specialization}` : ''}
        </p>
        <Muted>
          {open
            ? timeLeft(offer.expiresAt, now)
            : STATUS_TEXT[offer.status === 'open' ? 'expired' : offer.status]}
        </Muted>
      </div>
      {open ? (
        <ButtonRow>
          <Button onClick={() => void answer('accept')} loading={accept.isPending} disabled={busy}>
            {WAITLIST_TEXT.accept}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void answer('decline')}
            loading={decline.isPending}
            disabled={busy}
          >
            {WAITLIST_TEXT.decline}
          </Button>
        </ButtonRow>
      ) : null}
    </Item>
  );
}

/** 'Monday to Friday' for a run of days, otherwise their names. */
export function daysText(days: number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  const run = sorted.length > 2 && sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (run) return `${WEEKDAY_NAMES[sorted[0]! - 1]} to ${WEEKDAY_NAMES[sorted.at(-1)! - 1]}`;
  return sorted.map((d) => WEEKDAY_NAMES[d - 1]).join(', ');
}

function entryTitle(entry: WaitlistEntry): string {
  if (entry.doctor) return entry.doctor.name;
  return `Any doctor of ${entry.specialization}`;
}

function EntryItem({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const leaveIt = async () => {
    try {
      await leave.mutateAsync(entry._id);
      notify.success(WAITLIST_TEXT.leftToast);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to leave the waitlist'));
    }
  };
  return (
    <Item aria-label={entryTitle(entry)}>
      <div>
        <Strong>{entryTitle(entry)}</Strong>
        {entry.appointment ? (
          <p>
            Earlier than your appointment on {formatLongDate(entry.appointment.date)} at{' '}
            {entry.appointment.timeSlot}
          </p>
        ) : null}
        <Muted>
          {daysText(entry.weekDays)}, {entry.from}–{entry.to}
          {entry.until ? `, until ${formatLongDate(entry.until)}` : ''}
        </Muted>
      </div>
      <Button variant="secondary" onClick={() => void leaveIt()} loading={leave.isPending}>
        {WAITLIST_TEXT.leave}
      </Button>
    </Item>
  );
}

function Offers() {
  const { data: offers, error, isPending, refetch } = useOffers();
  const now = useNow(!!offers?.some((o) => o.status === 'open'));
  if (isPending) return <Spinner label="Loading offers" />;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (offers.length === 0) return <EmptyState message={WAITLIST_TEXT.noOffers} />;
  return (
    <List>
      {offers.map((offer) => (
        <OfferItem key={offer._id} offer={offer} now={now} />
      ))}
    </List>
  );
}

function Entries() {
  const { data: entries, error, isPending, refetch } = useWaitlist();
  if (isPending) return <Spinner label="Loading your waitlist" />;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (entries.length === 0) return <EmptyState message={WAITLIST_TEXT.noEntries} />;
  return (
    <List>
      {entries.map((entry) => (
        <EntryItem key={entry._id} entry={entry} />
      ))}
    </List>
  );
}

/**
 * The patient's earlier-time offers (Accept or Decline while the time left runs; a time someone
 * else accepted first says so) and what they wait for (Leave). New offers arrive live.
 */
export function WaitlistScreen() {
  // From booking's first available times: '?specialization=…' opens the wishes for it.
  const [params, setParams] = useSearchParams();
  const specialization = params.get('specialization')?.trim();
  return (
    <Stack>
      <PageHeader title={WAITLIST_TEXT.screenTitle} />
      {specialization ? (
        <JoinWaitlistCard
          specialization={specialization}
          onSaved={() => setParams({}, { replace: true })}
        />
      ) : null}
      <Card title={WAITLIST_TEXT.offersTitle}>
        <Offers />
      </Card>
      <Card title={WAITLIST_TEXT.entriesTitle}>
        <Entries />
      </Card>
    </Stack>
  );
}
