// The scheduling calls' shapes (GET/PUT availability, free slots, first available, reschedule).
// Written from the API's scheduling routes; the appointment fields are the few these screens read.

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type SlotMinutes = 15 | 20 | 30 | 45 | 60;

/** A part of a day, 'HH:mm' to 'HH:mm' (24 h) in the doctor's zone. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface WeeklyRange extends TimeRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: Weekday;
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

/** A doctor's hours and booking rules (GET /api/doctor/availability/{doctorId}). */
export interface Availability {
  doctor: string;
  timeZone: string;
  slotMinutes: SlotMinutes;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  maxUpcomingPerPatient: number;
  weekly: WeeklyRange[];
  overrides: DateOverride[];
  timeOff: TimeOff[];
  /** null: the doctor never saved hours (the defaults apply). */
  updatedAt: string | null;
}

/** PUT /api/doctor/availability/{doctorId} body. */
export type AvailabilityBody = Omit<Availability, 'doctor' | 'updatedAt'>;

interface Person {
  _id?: string;
  firstName?: string;
  lastName?: string;
}

/** An appointment as the scheduling screens read it. */
export interface ScheduledAppointment {
  _id: string;
  patient?: { _id: string; user?: Person | null } | null;
  doctor: { _id: string; user?: Person | null; specialization?: string } | null;
  date: string;
  timeSlot: string;
  status?: string;
  /** The real start instant (null for an old unreadable row; absent from older servers). */
  start?: string | null;
  end?: string | null;
  /** The doctor's zone: `date` and `timeSlot` are in it. */
  timeZone?: string;
}

export interface SaveAvailabilityResult {
  availability: Availability;
  /** Upcoming live appointments the new hours no longer offer (never deleted). */
  outsideHours: ScheduledAppointment[];
}

/** GET /api/doctor/slots/{doctorId}?from=&to=: one free, bookable slot. */
export interface FreeSlot {
  start: string;
  end: string;
  /** 'YYYY-MM-DD' in the doctor's zone. */
  date: string;
  /** '10:00 AM - 10:30 AM' in the doctor's zone. */
  timeSlot: string;
  timeZone: string;
}

/** GET /api/slots/first-available: the earliest free slots across doctors. */
export interface FirstAvailableSlot extends FreeSlot {
  doctor: {
    _id: string;
    specialization?: string;
    user: { _id?: string; firstName?: string; lastName?: string } | null;
  };
}

/** GET /api/doctor/slots/{doctorId}?date=: every slot the hours offer that day. */
export interface DaySlot {
  timeSlot: string;
  available: boolean;
  start?: string;
  end?: string;
}
