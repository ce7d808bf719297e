import { useRef, useState } from 'react';
import { doctorLabel, notify } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { APPROVE_ERROR, useApproveDoctor } from '../api/approve-doctor';
import { useDeleteDoctor } from '../api/delete-doctor';
import { REJECT_ERROR, useRejectDoctor } from '../api/reject-doctor';
import { approvedMessage, rejectedMessage } from './doctor-messages';

/** A decision on a doctor account, waiting for the administrator's confirmation. */
export interface DoctorDecision {
  kind: 'approve' | 'reject';
  doctor: Doctor;
}

/**
 * Approve and Reject (each confirmed first, with its toast) and the doctor waiting for a delete
 * confirmation.
 */
export function useDoctorActions() {
  const approve = useApproveDoctor();
  const reject = useRejectDoctor();
  const remove = useDeleteDoctor();
  const [toDelete, setToDelete] = useState<Doctor | null>(null);
  const [decision, setDecision] = useState<DoctorDecision | null>(null);

  // A double click decides once: `isPending` reaches the dialog a moment after the click.
  const deciding = useRef(false);
  const confirmDecision = async () => {
    if (!decision || deciding.current) return;
    deciding.current = true;
    const { kind, doctor } = decision;
    const name = doctorLabel(doctor.user);
    try {
      if (kind === 'approve') {
        await approve.mutateAsync(doctor._id);
        notify.success(approvedMessage(name));
      } else {
        await reject.mutateAsync(doctor._id);
        notify.success(rejectedMessage(name));
      }
    } catch {
      notify.error(kind === 'approve' ? APPROVE_ERROR : REJECT_ERROR);
    } finally {
      deciding.current = false;
      setDecision(null);
    }
  };

  return {
    askApprove: (doctor: Doctor) => setDecision({ kind: 'approve', doctor }),
    askReject: (doctor: Doctor) => setDecision({ kind: 'reject', doctor }),
    decision,
    confirmDecision,
    cancelDecision: () => setDecision(null),
    deciding: approve.isPending || reject.isPending,
    /** The doctor being approved right now. */
    approvingId: approve.isPending ? approve.variables : undefined,
    toDelete,
    setToDelete,
    remove,
  };
}
