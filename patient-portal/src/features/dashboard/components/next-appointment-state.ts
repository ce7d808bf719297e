import { useEffect, useState } from 'react';
import { todayIso } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import type * as CardModule from './next-appointment';
import { useMyAppointments } from '../../appointments/api/get-appointments';
import { usePrevisit } from '../../previsit/api/get-previsit';
import { nextOf, previsitOpen, upcomingList } from './next-appointment-rules';

type Card = typeof CardModule.NextAppointmentCard;
let loadedCard: Card | null = null;

/** The card's code (its own chunk: the dashboard's frame paints without it). */
export function loadNextAppointmentCard(): Promise<Card> {
  return import('./next-appointment').then((card) => (loadedCard = card.NextAppointmentCard));
}

export interface NextAppointmentState {
  /** The next appointment, once known (undefined while loading, when none, or on an error). */
  appointment: Appointment | undefined;
  /** The card, once its code is in (drawn with `appointment`). */
  Card: Card | null;
  /**
   * The card has its final height: the list has answered, the card's code is in and, when the
   * questionnaire is open, the previsit has answered (its rows are part of the card). What is
   * below waits for this.
   */
  settled: boolean;
}

/**
 * The patient's next appointment: one short list request (the soonest few), no chart code. It is
 * addressed by the signed-in user, so it starts with the page rather than after the patient's
 * record has been looked up.
 */
export function useNextAppointment(): NextAppointmentState {
  const [today] = useState(todayIso);
  const list = useMyAppointments(upcomingList(today));
  // Without a session the list is never asked for: nothing to wait for.
  const listDone = !list.isPending || list.fetchStatus === 'idle';
  const appointment = nextOf(list.data?.data);
  const [now] = useState(() => Date.now());
  const open = appointment ? previsitOpen(appointment, now) : false;
  const previsit = usePrevisit(appointment?._id ?? '', open);
  const [Card, setCard] = useState<Card | null>(() => loadedCard);
  const [codeFailed, setCodeFailed] = useState(false);
  const wanted = appointment !== undefined;
  useEffect(() => {
    if (!wanted || Card) return;
    let current = true;
    loadNextAppointmentCard().then(
      (card) => current && setCard(() => card),
      (error: unknown) => {
        // The figures are not held back by a card that cannot be drawn.
        console.error('[patient dashboard] could not load the next appointment', error);
        if (current) setCodeFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Card]);
  const answered =
    listDone && (!open || !previsit.isPending) && (!wanted || Card !== null || codeFailed);
  // Once settled, it stays so: a refetch after an error takes a query back to pending, and
  // taking the card away then would start that again.
  const [settled, setSettled] = useState(false);
  if (answered && !settled) setSettled(true);
  return { appointment, Card, settled: settled || answered };
}
