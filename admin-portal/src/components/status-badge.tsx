import styled from 'styled-components';
import {
  appointmentStatusLabel,
  appointmentStatusTone,
  toneColor,
  type StatusTone,
} from '@careconnect/shared-ui';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: 0.875rem;
  font-weight: 600;
  text-align: center;
`;

/** An appointment's status (Pending when absent), in the tone every area gives it. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge $tone={appointmentStatusTone(status)}>{appointmentStatusLabel(status)}</Badge>;
}

/** A doctor account's approval state. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <Badge $tone={approved ? 'success' : 'warning'}>
      {approved ? 'Approved' : 'Awaiting approval'}
    </Badge>
  );
}
