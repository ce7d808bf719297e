// @careconnect/shared-ui/schedule: the scheduling parts the patient, doctor and admin areas
// share: a doctor's free times (month grid and times), moving an appointment, and the
// availability editor. Uses formik and yup, so it is its own entry (never imported by the main
// one). Code here imports the kit by package name: one shared copy.
export type {
  Availability,
  AvailabilityBody,
  DateOverride,
  DaySlot,
  FirstAvailableSlot,
  FreeSlot,
  SaveAvailabilityResult,
  ScheduledAppointment,
  SlotMinutes,
  TimeOff,
  TimeRange,
  Weekday,
  WeeklyRange,
} from './types';
export { scheduleKeys, invalidateSchedule } from './api/keys';
export { getAvailability, useAvailability, AVAILABILITY_LOAD_ERROR } from './api/get-availability';
export {
  saveAvailability,
  useSaveAvailability,
  AVAILABILITY_SAVE_ERROR,
} from './api/save-availability';
export { getFreeSlots, useFreeSlots } from './api/get-free-slots';
export { daySlotsKey, getDaySlots, useDaySlots } from './api/get-day-slots';
export {
  getFirstAvailable,
  useFirstAvailable,
  FIRST_AVAILABLE_LIMIT,
} from './api/get-first-available';
export {
  rescheduleAppointment,
  useRescheduleAppointment,
  RESCHEDULE_ERROR,
} from './api/reschedule-appointment';
export {
  addMonths,
  firstOfMonth,
  isoWeekday,
  lastOfMonth,
  longDayLabel,
  monthLabel,
  monthOf,
  weeksOfMonth,
} from './calendar-dates';
export { MonthCalendar } from './month-calendar/month-calendar';
export type { MonthCalendarProps } from './month-calendar/month-calendar';
export {
  SlotPicker,
  CHOOSE_DAY_FIRST,
  NO_FREE_TIMES_DAY,
  NO_FREE_TIMES_MONTH,
} from './slot-picker/slot-picker';
export type { SlotPickerProps } from './slot-picker/slot-picker';
export {
  RescheduleDialog,
  RESCHEDULED_TOAST,
  CHOOSE_NEW_TIME,
  currentTime,
} from './reschedule/reschedule-dialog';
export type { RescheduleDialogProps } from './reschedule/reschedule-dialog';
export { RescheduleButton, canReschedule } from './reschedule/reschedule-button';
export type { RescheduleButtonProps } from './reschedule/reschedule-button';
export {
  AvailabilityEditor,
  AVAILABILITY_SAVED,
  DEFAULT_HOURS_NOTE,
} from './availability/availability-editor';
export type { AvailabilityEditorProps } from './availability/availability-editor';
export {
  availabilitySchema,
  AVAILABILITY_MESSAGES,
  toAvailabilityBody,
  toFormValues,
  WEEKDAY_NAMES,
  SLOT_MINUTES,
} from './availability/availability-schema';
export type { AvailabilityFormValues } from './availability/availability-schema';
export {
  OutsideHours,
  OUTSIDE_HOURS_ADMIN,
  OUTSIDE_HOURS_DOCTOR,
  outsideHoursLabel,
} from './availability/outside-hours';
export { FreeTimeSlotField, NO_FREE_TIMES_DATE } from './free-time-slot/free-time-slot-field';
export type { FreeTimeSlotFieldProps } from './free-time-slot/free-time-slot-field';
export {
  appointmentFields,
  appointmentSchema,
  TIME_SLOT_HINT,
} from './appointment-form/appointment-schema';
export type { AppointmentFormValues } from './appointment-form/appointment-schema';
export {
  AppointmentFormFrame,
  AppointmentNoteFields,
  AppointmentTimeFields,
  FieldRow,
} from './appointment-form/appointment-form-parts';
export type {
  AppointmentFormFrameProps,
  AppointmentTimeFieldsProps,
} from './appointment-form/appointment-form-parts';
