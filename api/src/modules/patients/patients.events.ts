// The patients module's domain events, handled after commit by the modules that care (the
// appointments module cancels the patient's upcoming appointments). Types only: no circle.

export interface PatientDeleted {
  patientId: string;
  userId: string;
}

declare module '../../lib/domain-events.js' {
  interface DomainEventMap {
    /** A patient record and its account were deleted. */
    'patient.deleted': PatientDeleted;
  }
}
