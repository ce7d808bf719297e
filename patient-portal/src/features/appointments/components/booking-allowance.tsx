import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '@careconnect/shared-ui';
import { useBookingAllowance } from '../api/get-booking-allowance';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Reached = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: 500;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    min-height: 44px;
    display: list-item;
    line-height: 44px;
  }
`;

export const allowanceNote = (max: number, doctor: string, count: number) =>
  `You can have up to ${max} upcoming appointments with ${doctor}; you have ${count}.`;
export const allowanceReached = (max: number, doctor: string) =>
  `You already have ${max} upcoming appointments with ${doctor}, the most this doctor allows. To book another, cancel or reschedule one of them:`;

/**
 * Whether the patient is at the doctor's cap: undefined while it loads; false when it could not
 * be read (the booking itself still refuses a time beyond the cap).
 */
export function useAtLimit(doctorId: string): boolean | undefined {
  const { data, isError } = useBookingAllowance(doctorId);
  if (isError) return false;
  return data ? data.upcoming.length >= data.max : undefined;
}

/**
 * The doctor's cap of upcoming appointments per patient, said before a time is chosen; at the
 * cap, the patient's own appointments with the doctor instead of times a booking would refuse.
 */
export function BookingAllowanceNote({ doctorId, doctor }: { doctorId: string; doctor: string }) {
  const { data } = useBookingAllowance(doctorId);
  if (!data) return null;
  const who = doctor || 'this doctor';
  if (data.upcoming.length < data.max)
    return <Note role="status">{allowanceNote(data.max, who, data.upcoming.length)}</Note>;
  return (
    <Reached role="status">
      <p>{allowanceReached(data.max, who)}</p>
      <ul>
        {data.upcoming.map((appointment) => (
          <li key={appointment._id}>
            <Link to={`/patient/appointments/view/${appointment._id}`}>
              {`${formatDate(appointment.date)}, ${appointment.timeSlot}`}
            </Link>
          </li>
        ))}
      </ul>
    </Reached>
  );
}
