// The scheduling calls' shapes, from the API's own contracts (api/src/modules/scheduling), so a
// change on the server fails the type check here.
import type {
  Availability as ApiAvailability,
  AvailabilityBody as ApiAvailabilityBody,
  DaySlot as ApiDaySlot,
  FirstAvailableSlot as ApiFirstAvailableSlot,
  FreeSlot as ApiFreeSlot,
  SavedAvailability,
} from '@careconnect/api/contracts';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type SlotMinutes = 15 | 20 | 30 | 45 | 60;

/** A part of a day, 'HH:mm' to 'HH:mm' (24 h) in the doctor's zone. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface WeeklyRange extends TimeRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** Other hours on one date; no ranges = closed that day. */
export interface DateOverride {
  date: string;
  ranges: TimeRange[];
}

/** Days off, both dates included. */
export interface TimeOff {
  from: string;
  to: string;
  note?: string;
}

// The server's schema builds slotMinutes' union from an array, which its static type reads as
// `never`; the five lengths are spelled out here instead.
type WithSlotMinutes<T> = Omit<T, 'slotMinutes'> & { slotMinutes: SlotMinutes };

/** A doctor's hours and booking rules (GET /api/doctor/availability/{doctorId}). */
export type Availability = WithSlotMinutes<ApiAvailability>;

/** PUT /api/doctor/availability/{doctorId} body. */
export type AvailabilityBody = WithSlotMinutes<ApiAvailabilityBody>;

/** PUT /api/doctor/availability/{doctorId} answer: the saved hours and what they leave out. */
export type SaveAvailabilityResult = Omit<SavedAvailability, 'availability'> & {
  availability: Availability;
};

/** GET /api/doctor/slots/{doctorId}?from=&to=: one free, bookable slot. */
export type FreeSlot = ApiFreeSlot;

/** GET /api/slots/first-available: the earliest free slots across doctors. */
export type FirstAvailableSlot = ApiFirstAvailableSlot;

/** GET /api/doctor/slots/{doctorId}?date=: every slot the hours offer that day. */
export type DaySlot = ApiDaySlot;

interface Person {
  _id?: string;
  firstName?: string;
  lastName?: string;
}

/** An appointment as the scheduling screens read it (any area's Appointment fits). */
export interface ScheduledAppointment {
  _id: string;
  patient?: { _id: string; user?: Person | null } | null;
  doctor: { _id: string; user?: Person | null; specialization?: string } | null;
  date: string;
  timeSlot: string;
  status?: string;
  /** The real start instant (null for an old unreadable row). */
  start?: string | null;
  end?: string | null;
  /** The doctor's zone: `date` and `timeSlot` are in it. */
  timeZone?: string;
}
