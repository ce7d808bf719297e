import type { ReactNode } from 'react';
import { ErrorState, errorMessage, isApiError, Spinner, useSession } from '@careconnect/shared-ui';
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
  // The login names the patient's record: the screen asks for its data at once. (A session
  // stored before the login did so looks the record up, as before.)
  const known = useSession((state) => (state.token ? state.user?.patientId : undefined));
  const { data: patient, error, isPending, refetch, signedIn } = usePatientByUser(!known);
  if (!signedIn) return <ErrorState message={`Error: ${NOT_AUTHENTICATED}`} />;
  if (known) return <>{children(known)}</>;
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
