// The care module's domain events, handled after commit by the modules that care (the
// appointments module cancels what the ended care team had booked). Types only: no circle.

export interface CareEnded {
  careId: string;
  patientId: string;
  doctorId: string;
}

declare module '../../lib/domain-events.js' {
  interface DomainEventMap {
    /** A doctor left a patient's care team (removed by the patient or an administrator). */
    'care.ended': CareEnded;
  }
}
