// The doctors module's domain events, handled after commit by the modules that care (the
// appointments module cancels the doctor's upcoming appointments). Types only: no circle.

export interface DoctorDeleted {
  doctorId: string;
  userId: string;
}

declare module '../../lib/domain-events.js' {
  interface DomainEventMap {
    /** A doctor record and its account were deleted. */
    'doctor.deleted': DoctorDeleted;
  }
}
