// @careconnect/shared-ui/calendar: the doctors' and administrators' calendars
// (react-big-calendar 1.20 with its luxon localizer, both MIT). Loaded only by the calendar
// screens, never by an area's first screen. Not a shared singleton: it holds no state, and each
// portal bundles it into its calendar screen's chunk. Kit parts are imported by package name, so
// federation hands it the one shared kit.
export { CareCalendar } from './care-calendar';
export type { CareCalendarProps, CalendarResource } from './care-calendar';
export { CalendarToolbar } from './calendar-toolbar';
export type { CalendarToolbarProps } from './calendar-toolbar';
export { CalendarControls, CalendarStatusLine } from './calendar-controls';
export { StatusLegend } from './status-legend';
export type { StatusLegendProps } from './status-legend';
export {
  appointmentInterval,
  toCalendarEvents,
  eventsBetween,
  HIDDEN_BY_DEFAULT,
  CALENDAR_STATUSES,
} from './appointment-events';
export type {
  CalendarEvent,
  SchedulableAppointment,
  ToEventsOptions,
  EventsResult,
} from './appointment-events';
export {
  workingRangesOn,
  isWorkingAt,
  firstOpening,
  scrollMinutes,
  freeSlotAt,
  gridSlotAt,
  gridStep,
  shownHours,
  DEFAULT_SCROLL_MINUTES,
  DEFAULT_SHOWN_HOURS,
} from './working-hours';
export type { WorkingHours, FreeSlot, MinuteRange, PickedSlot } from './working-hours';
// The dates and what a view shows, without luxon: a toolbar drawn before the date library.
export {
  browserTimeZone,
  isKnownTimeZone,
  sameTimeZone,
  calendarDateIn,
  isCalendarDate,
  isoWeekday,
  visibleDates,
  shiftAnchor,
  widenDates,
  rangeTitle,
  isNarrowScreen,
} from './calendar-dates';
export type { CalendarView } from './calendar-dates';
export {
  minutesOfDayIn,
  instantAt,
  instantsOf,
  doctorDatesShown,
  clockMinutes,
  slotClock,
  timeSlotText,
  parseTimeSlot,
} from './zones';
export { zonedLocalizer } from './zoned-localizer';
