import { useCallback, useMemo, type KeyboardEvent, type SyntheticEvent } from 'react';
import {
  Calendar,
  type DateLocalizer,
  type DateRangeFormatFunction,
  type EventProps,
  type Formats,
  type HeaderProps,
  type ResourceHeaderProps,
  type SlotInfo,
} from 'react-big-calendar';
import styled from 'styled-components';
import {
  appointmentStatusLabel,
  clockChangesOnDayOf,
  zoneAbbreviation,
} from '@careconnect/shared-ui';
import type { CalendarEvent } from './appointment-events';
import { CalendarFrame } from './calendar-frame';
import type { MinuteRange } from './working-hours';
import { instantAt, type CalendarView } from './zones';
import { zonedLocalizer } from './zoned-localizer';

/** A column of a resource view: one doctor. */
export interface CalendarResource {
  id: string;
  title: string;
  /** A second line under the title (the specialization). */
  subtitle?: string;
}

export interface CareCalendarProps {
  /** The zone the grid shows times in. */
  zone: string;
  view: CalendarView;
  /** The calendar date shown (day view) or inside the week shown, in `zone`. */
  date: string;
  events: readonly CalendarEvent[];
  /** One column per resource (day view only). */
  resources?: readonly CalendarResource[];
  /** Minutes a row; rows group into hours. */
  step?: number;
  /** The time of day (minutes after midnight, in `zone`) the grid scrolls to. */
  scrollToMinutes: number;
  /** Whether a slot (its start, in its column) is inside working hours; outside is shaded. */
  isOpen?: (slotStart: Date, resourceId?: string) => boolean;
  /** The current instant (the now line); the clock by default. */
  getNow?: () => Date;
  /** A block was clicked or activated with Enter or Space. */
  onOpenEvent: (event: CalendarEvent) => void;
  /** A time inside working hours, not covered by an event, was clicked. */
  onPickTime?: (start: Date, resourceId?: string) => void;
  /** A day's heading in the week view was chosen. */
  onOpenDay?: (date: Date) => void;
  /** A status's words in this area ('Awaiting patient' for a doctor's proposal). */
  statusLabel?: (status: string) => string;
  /** The grid's height (CSS), when it scrolls inside (no `shownHours`). */
  height?: string;
  /**
   * The part of the day to show (minutes after midnight in `zone`): the grid then shows all of
   * it, growing with the page instead of scrolling inside a window of a few hours.
   */
  shownHours?: MinuteRange;
  /**
   * Many narrow columns (a clinic's doctors): shorter hours, and a block says who and which
   * status (its time is where it sits, and in its tooltip).
   */
  compact?: boolean;
}

const EventTitle = styled.span`
  display: block;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const EventStatus = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.75rem;
`;

const ResourceTitle = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const ResourceSubtitle = styled.span`
  display: block;
  overflow-wrap: anywhere;
  font-weight: 400;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const noop = () => undefined;

// Written out ('h:mm a'): the locale's own short time ('t') puts a narrow no-break space before
// AM/PM in some zones and a plain one in others. On the two days a year the zone's clock changes,
// each time carries the zone's abbreviation ('1:00 AM EDT', '1:00 AM EST'), as slots do.
type TimeFormat = (value: Date, culture?: string, localizer?: DateLocalizer) => string;
const plainTime: TimeFormat = (value, culture, localizer) =>
  localizer ? localizer.format(value, 'h:mm a', culture) : '';

/** '10:00 – 10:30 AM' (AM or PM once when both ends share it): fits a week's narrow column. */
function shortRange(time: TimeFormat): DateRangeFormatFunction {
  return ({ start, end }, culture, localizer) => {
    const from = time(start, culture, localizer);
    const to = time(end, culture, localizer);
    const period = / ([AP]M)$/;
    const fromPeriod = period.exec(from)?.[1];
    return fromPeriod && fromPeriod === period.exec(to)?.[1]
      ? `${from.replace(period, '')} – ${to}`
      : `${from} – ${to}`;
  };
}
export const shortTimeRange = shortRange(plainTime);

/** The grid's formats in `zone`; a week's seven narrow columns write block times the short way. */
function calendarFormats(zone: string, view: string): Formats {
  const time: TimeFormat = (value, culture, localizer) => {
    const text = plainTime(value, culture, localizer);
    return text && clockChangesOnDayOf(value, zone)
      ? `${text} ${zoneAbbreviation(value, zone)}`
      : text;
  };
  const timeRange: DateRangeFormatFunction = ({ start, end }, culture, localizer) =>
    `${time(start, culture, localizer)} – ${time(end, culture, localizer)}`;
  return {
    dayFormat: 'ccc d',
    timeGutterFormat: 'h a',
    eventTimeRangeFormat: view === 'week' ? shortRange(time) : timeRange,
    selectRangeFormat: timeRange,
    eventTimeRangeStartFormat: ({ start }, culture, localizer) =>
      `${time(start, culture, localizer)} – `,
    eventTimeRangeEndFormat: ({ end }, culture, localizer) => ` – ${time(end, culture, localizer)}`,
  };
}

/**
 * A day or week grid of appointments (react-big-calendar) in a given time zone, in the theme's
 * colours: blocks coloured by status (the status also in words), working hours unshaded, a
 * line at the current time, one column per doctor when given resources. It has no toolbar of
 * its own: the screen holds the date and view (CalendarToolbar).
 */
export function CareCalendar({
  zone,
  view,
  date,
  events,
  resources,
  step = 30,
  scrollToMinutes,
  isOpen,
  getNow,
  onOpenEvent,
  onPickTime,
  onOpenDay,
  statusLabel = appointmentStatusLabel,
  height = 'min(75vh, 900px)',
  shownHours,
  compact = false,
}: CareCalendarProps) {
  const localizer = useMemo(() => zonedLocalizer(zone), [zone]);
  const formats = useMemo(() => calendarFormats(zone, view), [zone, view]);
  // Noon: the same calendar date whatever the offset.
  const shownDate = useMemo(() => instantAt(date, 12 * 60, zone), [date, zone]);
  const scrollToTime = useMemo(
    () => instantAt(date, scrollToMinutes, zone),
    [date, scrollToMinutes, zone],
  );
  const shownStart = shownHours?.start;
  const shownEnd = shownHours?.end;
  const [min, max] = useMemo(() => {
    if (shownStart === undefined || shownEnd === undefined) return [undefined, undefined];
    // The library reads the time of day of both; midnight as an end is the day's last instant.
    const end =
      shownEnd >= 24 * 60
        ? new Date(instantAt(date, 24 * 60 - 1, zone).getTime() + 59_999)
        : instantAt(date, shownEnd, zone);
    return [instantAt(date, shownStart, zone), end];
  }, [date, zone, shownStart, shownEnd]);
  const localizerRange = useCallback(
    (event: CalendarEvent) =>
      `${shortTimeRange({ start: event.start, end: event.end }, 'en-US', localizer)}`,
    [localizer],
  );

  const components = useMemo(
    () => ({
      // The library's day headers are role="columnheader" inside a button with no row or table
      // around them, which screen readers cannot place (axe: aria-required-parent); the day and
      // week grids are not tables, so the heading is plain text in its button.
      header: ({ label }: HeaderProps) => <span>{label}</span>,
      event: ({ event }: EventProps<CalendarEvent>) => (
        <>
          <EventTitle>{event.title}</EventTitle>
          <EventStatus>{statusLabel(event.status)}</EventStatus>
        </>
      ),
      resourceHeader: ({ resource }: ResourceHeaderProps<CalendarResource>) => (
        <>
          <ResourceTitle>{resource.title}</ResourceTitle>
          {resource.subtitle ? <ResourceSubtitle>{resource.subtitle}</ResourceSubtitle> : null}
        </>
      ),
    }),
    [statusLabel],
  );

  const eventPropGetter = useCallback(
    (event: CalendarEvent) => ({ className: `cc-status-${event.status}` }),
    [],
  );

  const slotPropGetter = useCallback(
    (slotStart: Date, resourceId?: number | string) => {
      if (!isOpen) return {};
      const open = isOpen(slotStart, resourceId === undefined ? undefined : String(resourceId));
      return { className: open ? 'cc-open' : 'cc-closed' };
    },
    [isOpen],
  );

  const selectSlot = useCallback(
    (slot: SlotInfo) => {
      if (!onPickTime) return;
      const resourceId = slot.resourceId === undefined ? undefined : String(slot.resourceId);
      if (isOpen && !isOpen(slot.start, resourceId)) return;
      onPickTime(slot.start, resourceId);
    },
    [isOpen, onPickTime],
  );

  const keyOnEvent = useCallback(
    (event: CalendarEvent, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as KeyboardEvent<HTMLElement>).key;
      if (key !== 'Enter' && key !== ' ') return;
      e.preventDefault();
      onOpenEvent(event);
    },
    [onOpenEvent],
  );

  return (
    <CalendarFrame $height={height} $fit={Boolean(shownHours)} $compact={compact}>
      <Calendar<CalendarEvent, CalendarResource>
        // The library scrolls only when it mounts: a new place to scroll to (other hours, another
        // zone) mounts it again.
        key={`${zone} ${scrollToMinutes} ${shownStart ?? ''}-${shownEnd ?? ''}`}
        localizer={localizer}
        culture="en-US"
        toolbar={false}
        views={['day', 'week']}
        view={view}
        onView={noop}
        date={shownDate}
        onNavigate={noop}
        getNow={getNow}
        events={events as CalendarEvent[]}
        titleAccessor="title"
        tooltipAccessor={(event) =>
          `${localizerRange(event)}: ${event.title}, ${statusLabel(event.status)}`
        }
        resources={resources && view === 'day' ? (resources as CalendarResource[]) : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        step={step}
        timeslots={Math.max(1, Math.round(60 / step))}
        scrollToTime={scrollToTime}
        min={min}
        max={max}
        formats={formats}
        components={components}
        eventPropGetter={eventPropGetter}
        slotPropGetter={slotPropGetter}
        selectable={onPickTime ? 'ignoreEvents' : false}
        onSelectSlot={selectSlot}
        onSelectEvent={(event) => onOpenEvent(event)}
        onKeyPressEvent={keyOnEvent}
        onDrillDown={(day) => onOpenDay?.(day)}
        drilldownView={onOpenDay ? 'day' : null}
        dayLayoutAlgorithm="no-overlap"
      />
    </CalendarFrame>
  );
}
