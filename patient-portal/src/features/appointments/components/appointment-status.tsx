import styled from 'styled-components';
import { appointmentStatusLabel } from '../../../lib/format';

const Badge = styled.span<{ $tone: 'neutral' | 'success' | 'danger' | 'warning' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid currentColor;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.mutedText};
`;

function toneOf(status: string | undefined) {
  switch (status) {
    case 'confirmed':
    case 'completed':
      return 'success' as const;
    case 'cancelled':
    case 'no-show':
      return 'danger' as const;
    case 'pending':
    case 'proposed':
    case undefined:
      return 'warning' as const;
    case 'declined':
      return 'neutral' as const;
    default:
      return 'neutral' as const;
  }
}

const Waiting = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: nowrap;
`;

/** An appointment's status in words (Pending when absent) and colour. */
export function AppointmentStatus({ status }: { status?: string }) {
  const badge = <Badge $tone={toneOf(status || undefined)}>{appointmentStatusLabel(status)}</Badge>;
  if (status !== 'proposed') return badge;
  // A proposal is the one status that waits for the patient: say so beside the word.
  return (
    <span>
      {badge}
      <Waiting>Waiting for you</Waiting>
    </span>
  );
}
