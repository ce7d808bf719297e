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
    case undefined:
      return 'warning' as const;
    default:
      return 'neutral' as const;
  }
}

/** An appointment's status in words (Pending when absent) and colour. */
export function AppointmentStatus({ status }: { status?: string }) {
  return <Badge $tone={toneOf(status || undefined)}>{appointmentStatusLabel(status)}</Badge>;
}
