import { StatusBadge } from '@careconnect/shared-ui';

/** A doctor account's approval state. */
export function ApprovalBadge({ approved, rejected }: { approved: boolean; rejected?: boolean }) {
  if (approved) return <StatusBadge tone="success">Approved</StatusBadge>;
  if (rejected) return <StatusBadge tone="danger">Rejected</StatusBadge>;
  return <StatusBadge tone="warning">Awaiting approval</StatusBadge>;
}
