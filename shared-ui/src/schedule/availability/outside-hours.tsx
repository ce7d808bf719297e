import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDayInZone, personName } from '@careconnect/shared-ui';
import type { ScheduledAppointment } from '../types';

export const OUTSIDE_HOURS_DOCTOR =
  'These appointments are outside your new hours. Move them or contact the patients.';
export const OUTSIDE_HOURS_ADMIN =
  'These appointments are outside the new hours. Move them or contact the patients.';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.1rem;

    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** 'Tue 1 Dec 2026 · 10:00 AM - 10:30 AM · Jane Cooper'. */
export function outsideHoursLabel(appointment: ScheduledAppointment): string {
  const day = formatDayInZone(`${appointment.date.slice(0, 10)}T12:00:00Z`, 'UTC');
  return [
    day || appointment.date,
    appointment.timeSlot,
    personName(appointment.patient?.user),
  ].join(' · ');
}

export interface OutsideHoursProps {
  appointments: ScheduledAppointment[];
  audience: 'doctor' | 'admin';
  appointmentPath: (appointmentId: string) => string;
}

/** The upcoming appointments new hours no longer offer: nothing was moved or cancelled. */
export function OutsideHours({ appointments, audience, appointmentPath }: OutsideHoursProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Outside the hours
      </h2>
      <p>{audience === 'doctor' ? OUTSIDE_HOURS_DOCTOR : OUTSIDE_HOURS_ADMIN}</p>
      <ul>
        {appointments.map((appointment) => (
          <li key={appointment._id}>
            <Link to={appointmentPath(appointment._id)}>{outsideHoursLabel(appointment)}</Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}
