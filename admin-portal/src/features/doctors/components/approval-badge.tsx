import { StatusBadge } from '@careconnect/shared-ui';

/** A doctor account's approval state. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <StatusBadge tone={approved ? 'success' : 'warning'}>
      {approved ? 'Approved' : 'Awaiting approval'}
    </StatusBadge>
  );
}
