import styled from 'styled-components';
import { AppointmentStatusBadge } from '@careconnect/shared-ui';

const Waiting = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: nowrap;
`;

/** An appointment's status in words (Pending when absent) and colour. */
export function AppointmentStatus({ status }: { status?: string }) {
  const badge = <AppointmentStatusBadge status={status} />;
  if (status !== 'proposed') return badge;
  // A proposal is the one status that waits for the patient: say so beside the word.
  return (
    <span>
      {badge}
      <Waiting>Waiting for you</Waiting>
    </span>
  );
}
