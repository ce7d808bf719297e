import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatDateTime } from '@careconnect/shared-ui';
import type { FailedReminder } from '../../../lib/api-types';
import { useFailedReminders } from '../api/get-failed-reminders';

export const FAILED_REMINDERS_TITLE = 'Reminders that could not be sent';

const WHEN: Record<FailedReminder['kind'], string> = {
  '24h': 'Reminder 24 hours before',
  '2h': 'Reminder 2 hours before',
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: baseline;
  }
  li + li {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Why = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
`;

function Row({ reminder }: { reminder: FailedReminder }) {
  const { appointment } = reminder;
  return (
    <li>
      {appointment ? (
        <>
          <strong>
            {appointment.date} · {appointment.timeSlot}
          </strong>
          <span>
            {appointment.patientName} with {appointment.doctorName}
          </span>
        </>
      ) : (
        <strong>The appointment was deleted since.</strong>
      )}
      <span>{WHEN[reminder.kind]}</span>
      <span>
        Failed {formatDateTime(reminder.failedAt)} after {reminder.attempts} tries
      </span>
      {appointment ? (
        <Link to={`/admin/appointments/view/${appointment._id}`}>Open appointment</Link>
      ) : null}
      <Why>Mail server said: {reminder.error}</Why>
    </li>
  );
}

/**
 * Reminder emails the mail server refused on every try (the first and 3 retries). Shown only
 * when there are some; the patients still had the reminder among their notifications.
 */
export function FailedReminders() {
  const failed = useFailedReminders();
  const rows = failed.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Section title={FAILED_REMINDERS_TITLE} aria-label={FAILED_REMINDERS_TITLE}>
      <p>
        These reminder emails were not delivered. Each patient still got the reminder in their
        CareConnect notifications. Check the mail server settings, and call the patient if the
        appointment is soon.
      </p>
      <List>
        {rows.map((reminder) => (
          <Row key={reminder._id} reminder={reminder} />
        ))}
      </List>
    </Section>
  );
}
