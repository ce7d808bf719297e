import type { ReactNode } from 'react';
import { ErrorState, errorMessage, isApiError, Spinner } from '@careconnect/shared-ui';
import { NOT_AUTHENTICATED, usePatientByUser } from '../api/get-patient-by-user';

export interface WithPatientProps {
  /** The screen's content for the signed-in patient's record id. */
  children: (patientId: string) => ReactNode;
  /** Shown while the record is looked up (default: a spinner). */
  pending?: ReactNode;
}

/**
 * Finds the signed-in patient's record before a screen asks for its data: a spinner meanwhile,
 * 'Error: User not authenticated' without a session and 'Patient not found.' without a record
 * (spec §8).
 */
export function WithPatient({ children, pending }: WithPatientProps) {
  const { data: patient, error, isPending, refetch, signedIn } = usePatientByUser();
  if (!signedIn) return <ErrorState message={`Error: ${NOT_AUTHENTICATED}`} />;
  if (isPending) return <>{pending ?? <Spinner />}</>;
  if (error || !patient) {
    const notFound = isApiError(error) && error.status === 404;
    return notFound ? (
      <ErrorState message={errorMessage(error)} />
    ) : (
      <ErrorState message={`Error: ${errorMessage(error)}`} onRetry={() => void refetch()} />
    );
  }
  return <>{children(patient._id)}</>;
}
