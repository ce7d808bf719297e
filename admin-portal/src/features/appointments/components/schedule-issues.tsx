import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { useScheduleIssues } from '../api/get-schedule-issues';

const WHY: Record<NonNullable<Appointment['scheduleIssue']>, string> = {
  unreadable: 'Its time slot could not be read.',
  overlap: 'It overlaps an earlier booking.',
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    align-items: baseline;
  }
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
`;

const name = (person: { user?: { firstName?: string; lastName?: string } | null } | null) =>
  person?.user ? `${person.user.firstName ?? ''} ${person.user.lastName ?? ''}`.trim() : 'Unknown';

/**
 * The appointments booked before real times whose time could not be placed: kept, listed here
 * until an administrator gives each one a free time (Update).
 */
export function ScheduleIssues() {
  const issues = useScheduleIssues();
  const rows = issues.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Section
      title="Appointments that need a new time"
      aria-label="Appointments that need a new time"
    >
      <p>
        These were booked before appointments had real times. Each is kept; open it and choose a
        free time slot.
      </p>
      <List>
        {rows.map((a) => (
          <li key={a._id}>
            <strong>
              {a.date} · {a.timeSlot}
            </strong>
            <span>
              {name(a.patient)} with Dr. {name(a.doctor)}
            </span>
            <span>{a.scheduleIssue ? WHY[a.scheduleIssue] : ''}</span>
            <Link to={`/admin/appointments/update/${a._id}`}>Choose a new time</Link>
          </li>
        ))}
      </List>
    </Section>
  );
}
