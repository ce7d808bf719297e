import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  type ApiError,
  EmptyState,
  ErrorState,
  isApiError,
  PageHeader,
  Spinner,
  Stack,
} from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { useCurrentDoctor } from '../api/get-doctor';
import { ApprovalBanner } from './approval-banner';

export interface DoctorScreenProps {
  title: ReactNode;
  /** Buttons beside the title, shown once the doctor may see patient data. */
  actions?: ReactNode;
  /** The screen's content for an approved doctor. */
  children: (doctor: Doctor) => ReactNode;
  /** Shown while the doctor's record is looked up (default: a spinner). */
  pending?: ReactNode;
  /** A sub-page's way back, above the title: `{ to, label: 'Back to …' }`. */
  back?: { to: string; label: string };
}

/**
 * A screen of patient data: its title, then the content once the signed-in doctor's record is
 * known and approved; an unapproved doctor gets the approval banner instead of errors.
 */
export function DoctorScreen({ title, actions, children, pending, back }: DoctorScreenProps) {
  const doctor = useCurrentDoctor();

  let body: ReactNode;
  if (doctor.isPending) body = pending ?? <Spinner />;
  else if (doctor.isError) {
    body =
      isApiError(doctor.error) && doctor.error.status === 404 ? (
        <EmptyState
          message="Doctor not found"
          action={<Link to="/createdoc">Complete your doctor details</Link>}
        />
      ) : (
        <ErrorState
          message={`Error: ${doctor.error.message || 'Failed to fetch doctor information.'}`}
          onRetry={() => void doctor.refetch()}
        />
      );
  } else if (!doctor.data.approved) body = <ApprovalBanner />;
  else body = children(doctor.data);

  const ready = doctor.isSuccess && doctor.data.approved;
  return (
    <Stack>
      <PageHeader title={title} actions={ready ? actions : undefined} back={back} />
      {body}
    </Stack>
  );
}

/** A 403 on patient data (approval withdrawn meanwhile) reads as the banner, not as an error. */
export function isAwaitingApproval(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403;
}
