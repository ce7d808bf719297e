import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatDate } from '@careconnect/shared-ui';
import { usePendingFollowUps } from '../api/get-pending-follow-ups';
import { PENDING_FOLLOW_UPS_TEXT as TEXT } from './follow-up-text';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * "Follow-ups not booked": patients asked for a follow-up who have no later appointment with
 * the doctor. Nothing at all when there is none (the dashboard keeps its shape).
 */
export function PendingFollowUps() {
  const followUps = usePendingFollowUps();
  if (!followUps.isSuccess || followUps.data.length === 0) return null;
  return (
    <Card title={TEXT.title} headingLevel={2}>
      <List>
        {followUps.data.map((followUp) => (
          <li key={followUp.appointment}>
            <Link to={`/doctor/patients/view/${followUp.patient._id}`}>
              {followUp.patient.firstName} {followUp.patient.lastName}
            </Link>
            <span>
              {formatDate(followUp.date)} · {TEXT.kinds[followUp.kind]}
            </span>
            <Link to={`/doctor/appointments/${followUp.appointment}/note`}>{TEXT.openNote}</Link>
          </li>
        ))}
      </List>
    </Card>
  );
}
