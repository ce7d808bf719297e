import { useState } from 'react';
import { ButtonLink, Card } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { useVisitSummary } from '../api/get-visit-summary';
import { SUMMARY_TEXT } from './visit-summary-text';

/** Statuses of a visit that took place (or is under way): a summary may follow. */
const VISITED = new Set(['confirmed', 'completed']);

/** On a past appointment: the way to its summary, once the doctor has signed the note. */
export function VisitSummaryCard({ appointment }: { appointment: Appointment }) {
  // The moment the screen opened: a summary comes after the visit, not during this look.
  const [openedAt] = useState(() => Date.now());
  const started =
    VISITED.has(appointment.status ?? 'pending') &&
    (!appointment.start || Date.parse(appointment.start) <= openedAt);
  const summary = useVisitSummary(appointment._id, started);
  if (!started || !summary.isSuccess) return null;
  return (
    <Card title={SUMMARY_TEXT.title} headingLevel={2}>
      <p>{SUMMARY_TEXT.card}</p>
      <ButtonLink to={`/patient/appointments/${appointment._id}/summary`}>
        {SUMMARY_TEXT.open}
      </ButtonLink>
    </Card>
  );
}
