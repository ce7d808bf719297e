import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { appointmentStatusLabel, Checkbox, ErrorState, personName } from '@careconnect/shared-ui';
import {
  CALENDAR_STATUSES,
  CalendarControls,
  CalendarStatusLine,
  calendarDateIn,
  CareCalendar,
  freeSlotAt,
  gridSlotAt,
  gridStep,
  HIDDEN_BY_DEFAULT,
  isWorkingAt,
  scrollMinutes,
  shownHours,
  StatusLegend,
  toCalendarEvents,
  type CalendarView,
  type PickedSlot,
} from '@careconnect/shared-ui/calendar';
import { getFreeSlots } from '@careconnect/shared-ui/schedule';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { doctorStatusLabel } from '../../appointments/components/appointment-status';
import type { Availability } from '../api/get-availability';
import type { useCalendarAppointments } from '../api/get-calendar-appointments';
import { calendarKeys } from '../api/keys';

/** Said when a click lands on working time that no free slot covers. */
export const NOT_FREE = 'That time is not free. Choose a free time inside your working hours.';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 0.875rem;
`;

const label = (status: string) => doctorStatusLabel(status) ?? appointmentStatusLabel(status);

/** The link to Create New Appointment with the picked date and slot filled in. */
export function createAppointmentLink(slot: PickedSlot): string {
  // ':' may stay as it is in a query: '10:00%20AM%20-%2010:30%20AM' reads better.
  const timeSlot = encodeURIComponent(slot.timeSlot).replace(/%3A/g, ':');
  return `/doctor/appointments/create?date=${slot.date}&timeSlot=${timeSlot}`;
}

export interface CalendarBoardProps {
  doctor: Doctor;
  hours: Availability;
  zone: string;
  date: string;
  view: CalendarView;
  dates: string[];
  appointments: ReturnType<typeof useCalendarAppointments>;
  now: () => Date;
  /** What the last pick said (the toolbar's moves clear it). */
  message: string;
  onMessage: (message: string) => void;
  onOpenDay: (date: string) => void;
}

/**
 * What is under the calendar's toolbar once the doctor's hours are in: the cancelled switch and
 * the legend, the status line and the grid with its appointments. A chunk of its own with luxon
 * (times in the doctor's zone) and react-big-calendar, asked for once the toolbar has painted.
 */
export function CalendarBoard({
  doctor,
  hours,
  zone,
  date,
  view,
  dates,
  appointments,
  now,
  message,
  onMessage,
  onOpenDay,
}: CalendarBoardProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [showCancelled, setShowCancelled] = useState(false);
  const { events, unplaced } = useMemo(
    () =>
      toCalendarEvents<Appointment>(appointments.data ?? [], {
        fallbackZone: zone,
        showCancelled,
        // A video visit says so on its block: the calendar's blocks are text only.
        title: (a) =>
          a.kind === 'video' ? `${personName(a.patient.user)} (Video)` : personName(a.patient.user),
      }),
    [appointments.data, showCancelled, zone],
  );
  const step = gridStep(hours.slotMinutes);
  const isOpen = useCallback((start: Date) => isWorkingAt(hours, start, step), [hours, step]);
  const shownStatuses = CALENDAR_STATUSES.filter(
    (status) => showCancelled || !HIDDEN_BY_DEFAULT.includes(status),
  );

  let status = '';
  if (appointments.isPending) status = 'Loading appointments…';
  else if (!appointments.isError && events.length === 0) status = 'No appointments found.';

  return (
    <>
      <CalendarControls>
        <Checkbox
          label="Show cancelled"
          checked={showCancelled}
          onChange={(e) => setShowCancelled(e.target.checked)}
        />
        <StatusLegend statuses={shownStatuses} statusLabel={label} />
      </CalendarControls>
      <CalendarStatusLine role="status">{message || status}</CalendarStatusLine>
      {unplaced.length > 0 ? (
        <Notice>
          {unplaced.length === 1
            ? '1 appointment has a time that cannot be read and is not on the calendar: '
            : `${unplaced.length} appointments have a time that cannot be read and are not on the calendar: `}
          <Link to="/doctor/appointments">see Appointments</Link>.
        </Notice>
      ) : null}
      {appointments.isError ? (
        <ErrorState
          message={`Error: ${appointments.error.message}`}
          onRetry={() => void appointments.refetch()}
        />
      ) : (
        <CareCalendar
          zone={zone}
          view={view}
          date={date}
          events={events}
          step={step}
          scrollToMinutes={scrollMinutes([hours], dates, zone)}
          shownHours={shownHours([hours], dates, zone, events)}
          isOpen={isOpen}
          getNow={now}
          onOpenEvent={(event) => navigate(`/doctor/appointments/view/${event.id}`)}
          onPickTime={(start) => {
            onMessage('');
            void pickTime(client, doctor, hours, zone, start).then((slot) => {
              if (slot) navigate(createAppointmentLink(slot));
              else onMessage(NOT_FREE);
            });
          }}
          onOpenDay={(day) => onOpenDay(calendarDateIn(day, zone))}
          statusLabel={label}
        />
      )}
    </>
  );
}

/** The free slot at `start`, or null when that time is not free. */
async function pickTime(
  client: QueryClient,
  doctor: Doctor,
  hours: Availability,
  zone: string,
  start: Date,
): Promise<PickedSlot | null> {
  const day = calendarDateIn(start, zone);
  try {
    const free = await client.fetchQuery({
      queryKey: calendarKeys.freeSlots(doctor._id, day, day),
      queryFn: ({ signal }) => getFreeSlots(doctor._id, day, day, signal),
      staleTime: 15_000,
    });
    return freeSlotAt(free, start);
  } catch {
    // Without the list of free slots, the hours alone say which slot it is; the server
    // still checks the time when the appointment is submitted.
    return gridSlotAt(hours, start);
  }
}
