import styled from 'styled-components';
import type { AppTheme } from '@careconnect/shared-ui';
import { appointmentStatusLabel } from '@careconnect/shared-ui';

type Tone = keyof Pick<
  AppTheme['colors'],
  'warning' | 'primary' | 'success' | 'danger' | 'mutedText'
>;

const tones: Record<string, Tone> = {
  pending: 'warning',
  confirmed: 'primary',
  completed: 'success',
  cancelled: 'danger',
  'no-show': 'mutedText',
  proposed: 'warning',
  declined: 'mutedText',
  approved: 'success',
  waiting: 'warning',
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: 0.875rem;
  font-weight: 600;
  text-align: center;
`;

/** An appointment's status (Pending when absent), coloured by stage. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const key = status || 'pending';
  return <Badge $tone={tones[key] ?? 'mutedText'}>{appointmentStatusLabel(status)}</Badge>;
}

/** A doctor account's approval state. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <Badge $tone={approved ? tones.approved! : tones.waiting!}>
      {approved ? 'Approved' : 'Awaiting approval'}
    </Badge>
  );
}
