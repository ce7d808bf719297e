import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Checkbox,
  doctorLabel,
  EmptyState,
  ErrorState,
  FormField,
  PageHeader,
  personName,
  Select,
  Spinner,
  timeZoneLabel,
  Stack,
} from '@careconnect/shared-ui';
import {
  browserTimeZone,
  CALENDAR_STATUSES,
  CalendarControls,
  CalendarStatusLine,
  CalendarToolbar,
  calendarDateIn,
  CareCalendar,
  doctorDatesShown,
  eventsBetween,
  freeSlotAt,
  gridSlotAt,
  HIDDEN_BY_DEFAULT,
  instantsOf,
  isCalendarDate,
  isKnownTimeZone,
  isWorkingAt,
  rangeTitle,
  scrollMinutes,
  shiftAnchor,
  shownHours,
  StatusLegend,
  toCalendarEvents,
  visibleDates,
  type CalendarEvent,
  type CalendarResource,
  type CalendarView,
  type PickedSlot,
} from '@careconnect/shared-ui/calendar';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { useAvailabilities, type Availability } from '../api/get-availabilities';
import { useCalendarAppointments } from '../api/get-day-appointments';
import { useCalendarDoctors } from '../api/get-calendar-doctors';
import { getFreeSlots } from '@careconnect/shared-ui/schedule';
import { calendarKeys } from '../api/keys';

/** Said when a click lands on working time that no free slot covers. */
export const NOT_FREE = 'That time is not free. Choose a free time inside the doctor’s hours.';
export const ALL_SPECIALIZATIONS = 'All specializations';
/** The week shows one doctor: seven days of every doctor would not be read. */
export const WEEK_DOCTOR = 'Doctor (week)';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  align-items: flex-end;

  & > * {
    flex: 1 1 220px;
    min-width: 0;
    max-width: 360px;
  }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 0.875rem;

  p {
    margin: 0;
  }
`;

/** The link to Create New Appointment with the doctor, date and slot filled in. */
export function createAppointmentLink(doctorId: string, slot: PickedSlot): string {
  // ':' may stay as it is in a query: '10:00%20AM%20-%2010:30%20AM' reads better.
  const timeSlot = encodeURIComponent(slot.timeSlot).replace(/%3A/g, ':');
  return `/admin/appointments/create?doctor=${encodeURIComponent(doctorId)}&date=${slot.date}&timeSlot=${timeSlot}`;
}

/** The specializations of the doctors, each once (whatever its case), sorted. */
export function specializationsOf(doctors: readonly Doctor[]): string[] {
  const byKey = new Map<string, string>();
  for (const doctor of doctors) {
    const name = doctor.specialization?.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

function zoneOptions(browserZone: string, hours: Iterable<Availability>) {
  const zones = new Set<string>();
  for (const h of hours) if (isKnownTimeZone(h.timeZone)) zones.add(h.timeZone);
  zones.add('UTC');
  zones.delete(browserZone);
  return [
    { value: browserZone, label: `${browserZone} (this device)` },
    ...[...zones].sort().map((zone) => ({ value: zone, label: zone })),
  ];
}

const clock = () => new Date();

function CalendarDay({ doctors, now }: { doctors: Doctor[]; now: () => Date }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [showCancelled, setShowCancelled] = useState(false);
  const [message, setMessage] = useState('');

  const browserZone = useMemo(() => browserTimeZone(), []);
  const zoneParam = params.get('zone');
  const zone = isKnownTimeZone(zoneParam) ? zoneParam : browserZone;
  const today = calendarDateIn(now(), zone);
  const dateParam = params.get('date');
  const date = isCalendarDate(dateParam) ? dateParam : today;
  const specialization = params.get('specialization') ?? '';
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const dates = useMemo(() => visibleDates(date, view), [date, view]);

  const specializations = useMemo(() => specializationsOf(doctors), [doctors]);
  const shownDoctors = useMemo(
    () =>
      specialization
        ? doctors.filter(
            (d) => d.specialization?.trim().toLowerCase() === specialization.toLowerCase(),
          )
        : doctors,
    [doctors, specialization],
  );
  const weekDoctorParam = params.get('doctor') ?? '';
  const weekDoctor = shownDoctors.find((d) => d._id === weekDoctorParam) ?? shownDoctors[0] ?? null;
  // A day shows every doctor of the filter; a week shows one of them.
  const gridDoctors = useMemo(
    () => (view === 'week' ? (weekDoctor ? [weekDoctor] : []) : shownDoctors),
    [view, weekDoctor, shownDoctors],
  );
  const doctorIds = useMemo(() => gridDoctors.map((d) => d._id), [gridDoctors]);
  const hours = useAvailabilities(doctorIds);

  // The doctors' own dates behind this day in this zone; asked once every doctor's zone is known.
  const range = useMemo(() => {
    if (!hours.settled) return null;
    const zones = doctorIds.map((id) => hours.byDoctor.get(id)?.timeZone ?? null);
    return doctorDatesShown(dates, zone, zones);
  }, [hours, doctorIds, dates, zone]);
  const appointments = useCalendarAppointments(range);

  const events = useMemo(() => {
    const shownIds = new Set(doctorIds);
    // Each row carries its doctor's zone, in which its date and time slot are written.
    const rows = (appointments.data ?? []).filter((a) => shownIds.has(a.doctor._id));
    const { events: all } = toCalendarEvents<Appointment>(rows, {
      fallbackZone: 'UTC',
      showCancelled,
      title: (a) => personName(a.patient.user),
    });
    const shown = instantsOf(dates, zone);
    return eventsBetween(all, shown.from, shown.to);
  }, [appointments.data, doctorIds, showCancelled, dates, zone]);

  const resources: CalendarResource[] = useMemo(
    () =>
      gridDoctors.map((d) => ({
        id: d._id,
        title: doctorLabel(d.user),
        subtitle: d.specialization,
      })),
    [gridDoctors],
  );

  const isOpen = useCallback(
    (start: Date, resourceId?: string) => {
      const doctorId = resourceId ?? (view === 'week' ? weekDoctor?._id : undefined);
      const doctorHours = doctorId ? hours.byDoctor.get(doctorId) : undefined;
      // Hours not known: nothing is shaded, and the slots API decides on a click.
      return doctorHours ? isWorkingAt(doctorHours, start, 30) : true;
    },
    [hours, view, weekDoctor],
  );

  const update = (changes: Record<string, string>) => {
    setMessage('');
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };

  const pickTime = async (start: Date, resourceId?: string) => {
    setMessage('');
    const doctorId = resourceId ?? (view === 'week' ? weekDoctor?._id : undefined);
    if (!doctorId) return;
    const doctorHours = hours.byDoctor.get(doctorId);
    const day = calendarDateIn(start, doctorHours?.timeZone ?? zone);
    let slot: PickedSlot | null;
    try {
      const free = await client.fetchQuery({
        queryKey: calendarKeys.freeSlots(doctorId, day, day),
        queryFn: ({ signal }) => getFreeSlots(doctorId, day, day, signal),
        staleTime: 15_000,
      });
      slot = freeSlotAt(free, start);
    } catch {
      // Without the list of free slots, the hours alone say which slot it is; the server
      // still checks the time when the appointment is submitted.
      slot = doctorHours ? gridSlotAt(doctorHours, start) : null;
    }
    if (slot) navigate(createAppointmentLink(doctorId, slot));
    else setMessage(NOT_FREE);
  };

  const openAppointment = (event: CalendarEvent) =>
    navigate(`/admin/appointments/view/${event.id}`);

  const failedNames = hours.failed
    .map((id) => gridDoctors.find((d) => d._id === id))
    .map((d) => doctorLabel(d?.user));

  let status = '';
  if (!hours.settled || appointments.isPending) status = 'Loading appointments…';
  else if (!appointments.isError && events.length === 0) status = 'No appointments found.';

  return (
    // One section of the screen's Stack: the filters and the calendar keep their own spacing.
    <div>
      <Filters>
        <FormField label="Specialization">
          <Select
            value={specialization}
            onChange={(e) => update({ specialization: e.target.value })}
            placeholder={ALL_SPECIALIZATIONS}
            options={specializations.map((s) => ({ value: s, label: s }))}
          />
        </FormField>
        {view === 'week' && weekDoctor ? (
          <FormField label={WEEK_DOCTOR}>
            <Select
              value={weekDoctor._id}
              onChange={(e) => update({ doctor: e.target.value })}
              options={shownDoctors.map((d) => ({ value: d._id, label: doctorLabel(d.user) }))}
            />
          </FormField>
        ) : null}
        <FormField label="Time zone">
          <Select
            value={zone}
            onChange={(e) => update({ zone: e.target.value === browserZone ? '' : e.target.value })}
            options={zoneOptions(browserZone, hours.byDoctor.values())}
          />
        </FormField>
      </Filters>
      <CalendarToolbar
        title={rangeTitle(dates)}
        note={`Times in ${timeZoneLabel(zone, new Date(`${date}T12:00:00Z`))}`}
        view={view}
        onView={(next) => update({ view: next === 'day' ? '' : next })}
        onToday={() => update({ date: today })}
        onBack={() => update({ date: shiftAnchor(date, view, -1) })}
        onNext={() => update({ date: shiftAnchor(date, view, 1) })}
        date={date}
        onDate={(day) => update({ date: day })}
      />
      <CalendarControls>
        <Checkbox
          label="Show cancelled"
          checked={showCancelled}
          onChange={(e) => setShowCancelled(e.target.checked)}
        />
        <StatusLegend
          statuses={CALENDAR_STATUSES.filter(
            (s) => showCancelled || !HIDDEN_BY_DEFAULT.includes(s),
          )}
        />
      </CalendarControls>
      <CalendarStatusLine role="status">{message || status}</CalendarStatusLine>
      {failedNames.length > 0 ? (
        <Notice>
          <p role="alert">
            Failed to fetch working hours of {failedNames.join(', ')}: their hours are not shaded.
          </p>
          <Button variant="link" onClick={hours.retry}>
            Retry
          </Button>
        </Notice>
      ) : null}
      {!hours.settled ? null : appointments.isError ? (
        <ErrorState
          message={appointments.error.message}
          onRetry={() => void appointments.refetch()}
        />
      ) : (
        <CareCalendar
          zone={zone}
          view={view}
          date={date}
          events={events}
          resources={view === 'day' ? resources : undefined}
          step={30}
          scrollToMinutes={scrollMinutes([...hours.byDoctor.values()], dates, zone)}
          shownHours={shownHours([...hours.byDoctor.values()], dates, zone, events)}
          compact={view === 'day' && resources.length > 3}
          isOpen={isOpen}
          getNow={now}
          onOpenEvent={openAppointment}
          onPickTime={(start, doctorId) => void pickTime(start, doctorId)}
          onOpenDay={(day) => update({ date: calendarDateIn(day, zone), view: '' })}
        />
      )}
    </div>
  );
}

/**
 * The administrator's calendar (/admin/calendar): a day with a column per approved doctor, or
 * one doctor's week, in the time zone chosen (the browser's by default), filtered by
 * specialization; the whole working day shows, and a date field goes to any day.
 */
export function AdminCalendarScreen({ now = clock }: { now?: () => Date }) {
  const doctors = useCalendarDoctors();

  let content;
  if (doctors.isPending) content = <Spinner label="Loading doctors" />;
  else if (doctors.isError) {
    content = <ErrorState message={doctors.error.message} onRetry={() => void doctors.refetch()} />;
  } else if (doctors.data.length === 0) content = <EmptyState message="No doctors found." />;
  else content = <CalendarDay doctors={doctors.data} now={now} />;

  return (
    <Stack>
      <PageHeader
        title="Calendar"
        actions={<ButtonLink to="/admin/appointments/create">Add Appointment</ButtonLink>}
      />
      {content}
    </Stack>
  );
}
