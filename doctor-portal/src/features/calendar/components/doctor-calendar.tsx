import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  appointmentStatusLabel,
  Checkbox,
  ErrorState,
  lazyPart,
  personName,
  Spinner,
  timeZoneLabel,
  useLazyPart,
} from '@careconnect/shared-ui';
import {
  browserTimeZone,
  CALENDAR_STATUSES,
  CalendarToolbar,
  calendarDateIn,
  freeSlotAt,
  gridSlotAt,
  gridStep,
  HIDDEN_BY_DEFAULT,
  isCalendarDate,
  isKnownTimeZone,
  isNarrowScreen,
  isWorkingAt,
  rangeTitle,
  sameTimeZone,
  scrollMinutes,
  shiftAnchor,
  shownHours,
  StatusLegend,
  toCalendarEvents,
  visibleDates,
  type CalendarEvent,
  type CalendarView,
  type PickedSlot,
} from '@careconnect/shared-ui/calendar';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { doctorStatusLabel } from '../../appointments/components/appointment-status';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useAvailability, type Availability } from '../api/get-availability';
import { useCalendarAppointments } from '../api/get-calendar-appointments';
import { getFreeSlots } from '@careconnect/shared-ui/schedule';
import { calendarKeys } from '../api/keys';
import type * as GridModule from './calendar-grid';

type Grid = typeof GridModule.CareCalendar;

// Asked for once the toolbar has painted (useLazyPart's effect), while the doctor's record and
// working hours are on their way: it does not compete with the toolbar's own code.
const loadGrid = lazyPart(() => import('./calendar-grid').then((grid) => grid.CareCalendar));

/** Said when a click lands on working time that no free slot covers. */
export const NOT_FREE = 'That time is not free. Choose a free time inside your working hours.';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StatusLine = styled.p`
  min-height: 1.5rem;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

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

/** What the calendar shows (from the address: ?date=&view=) in `zone`, and how to move it. */
function useCalendarPlace(zone: string, now: () => Date) {
  const [params, setParams] = useSearchParams();
  const [defaultView] = useState<CalendarView>(() => (isNarrowScreen() ? 'day' : 'week'));
  const today = calendarDateIn(now(), zone);
  const dateParam = params.get('date');
  const date = isCalendarDate(dateParam) ? dateParam : today;
  const viewParam = params.get('view');
  const view: CalendarView = viewParam === 'day' || viewParam === 'week' ? viewParam : defaultView;
  const dates = visibleDates(date, view);
  const go = (next: { date?: string; view?: CalendarView }) => {
    const search = new URLSearchParams(params);
    search.set('date', next.date ?? date);
    search.set('view', next.view ?? view);
    setParams(search, { replace: true });
  };
  return { today, date, view, dates, go };
}

function zoneNote(zone: string, date: string) {
  return sameTimeZone(zone, browserTimeZone())
    ? undefined
    : `Times in ${timeZoneLabel(zone, new Date(`${date}T12:00:00Z`))}`;
}

/** The doctor, their working hours and the grid's code: what the grid needs before it is drawn. */
interface Loaded {
  doctor: Doctor;
  hours: Availability;
  CareCalendar: Grid;
}

/**
 * The calendar under the screen's title (doctor-calendar-screen.tsx), a chunk of its own with
 * luxon. Drawn from the first moment, before the doctor's record
 * is known: the toolbar (the page's largest text) paints with the screen, in the browser's zone
 * (almost always the doctor's) until the working hours say which, and its controls already work.
 * One component in every state, so the toolbar is the same element throughout.
 */
export function DoctorCalendarBody({ doctor, now }: { doctor?: Doctor; now: () => Date }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [showCancelled, setShowCancelled] = useState(false);
  const [message, setMessage] = useState('');

  const availability = useAvailability(doctor?._id ?? '', doctor !== undefined);
  const hours = availability.data;
  const CareCalendar = useLazyPart(loadGrid);
  const loaded: Loaded | null =
    doctor && hours && CareCalendar ? { doctor, hours, CareCalendar } : null;

  const zone = hours
    ? isKnownTimeZone(hours.timeZone)
      ? hours.timeZone
      : 'UTC'
    : browserTimeZone();
  const { today, date, view, dates, go } = useCalendarPlace(zone, now);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;

  // Asked for as soon as the hours are in, beside the grid's code if that is still on its way.
  const appointments = useCalendarAppointments(doctor?._id ?? '', from, to, !!(doctor && hours));
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

  const move = (next: { date?: string; view?: CalendarView }) => {
    setMessage('');
    go(next);
  };

  if (availability.isError) {
    if (isAwaitingApproval(availability.error)) {
      return <ApprovalBanner message={availability.error.message} />;
    }
    return (
      <ErrorState
        message={`Error: ${availability.error.message}`}
        onRetry={() => void availability.refetch()}
      />
    );
  }
  if (isAwaitingApproval(appointments.error)) {
    return <ApprovalBanner message={appointments.error.message} />;
  }

  return (
    // One section of the screen's Stack: the toolbar and the calendar keep their own spacing.
    <div>
      <CalendarToolbar
        title={rangeTitle(dates)}
        note={hours ? zoneNote(zone, date) : undefined}
        view={view}
        onView={(next) => move({ view: next })}
        onToday={() => move({ date: today })}
        onBack={() => move({ date: shiftAnchor(date, view, -1) })}
        onNext={() => move({ date: shiftAnchor(date, view, 1) })}
        date={date}
        onDate={(day) => move({ date: day })}
      />
      {loaded ? (
        <CalendarGrid
          loaded={loaded}
          zone={zone}
          date={date}
          view={view}
          dates={dates}
          events={events}
          unplaced={unplaced.length}
          appointments={appointments}
          now={now}
          showCancelled={showCancelled}
          onShowCancelled={setShowCancelled}
          message={message}
          onPickTime={(start) => {
            setMessage('');
            void pickTime(client, loaded, zone, start).then((slot) => {
              if (slot) navigate(createAppointmentLink(slot));
              else setMessage(NOT_FREE);
            });
          }}
          onOpenDay={(day) => move({ date: calendarDateIn(day, zone), view: 'day' })}
        />
      ) : (
        // The grid's code is almost always in before the hours; if not, this stays a moment longer.
        <Spinner label="Loading working hours" />
      )}
    </div>
  );
}

/** The free slot at `start`, or null when that time is not free. */
async function pickTime(
  client: QueryClient,
  { doctor, hours }: Loaded,
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

interface CalendarGridProps {
  loaded: Loaded;
  zone: string;
  date: string;
  view: CalendarView;
  dates: string[];
  events: CalendarEvent[];
  /** How many appointments have a time that cannot be placed. */
  unplaced: number;
  appointments: ReturnType<typeof useCalendarAppointments>;
  now: () => Date;
  showCancelled: boolean;
  onShowCancelled: (show: boolean) => void;
  message: string;
  onPickTime: (start: Date) => void;
  onOpenDay: (day: Date) => void;
}

/** What is under the toolbar once the hours and the grid's code are in. */
function CalendarGrid({
  loaded: { hours, CareCalendar },
  zone,
  date,
  view,
  dates,
  events,
  unplaced,
  appointments,
  now,
  showCancelled,
  onShowCancelled,
  message,
  onPickTime,
  onOpenDay,
}: CalendarGridProps) {
  const navigate = useNavigate();
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
      <Controls>
        <Checkbox
          label="Show cancelled"
          checked={showCancelled}
          onChange={(e) => onShowCancelled(e.target.checked)}
        />
        <StatusLegend statuses={shownStatuses} statusLabel={label} />
      </Controls>
      <StatusLine role="status">{message || status}</StatusLine>
      {unplaced > 0 ? (
        <Notice>
          {unplaced === 1
            ? '1 appointment has a time that cannot be read and is not on the calendar: '
            : `${unplaced} appointments have a time that cannot be read and are not on the calendar: `}
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
          onPickTime={onPickTime}
          onOpenDay={onOpenDay}
          statusLabel={label}
        />
      )}
    </>
  );
}
