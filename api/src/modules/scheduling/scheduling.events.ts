// The scheduling module's domain events, handled after commit by the modules that care (new hours
// may free times that waiting patients want). Types only: no circle.

export interface ScheduleChanged {
  doctorId: string;
}

declare module '../../lib/domain-events.js' {
  interface DomainEventMap {
    /** A doctor's working hours, time off or booking rules were saved. */
    'schedule.changed': ScheduleChanged;
  }
}
