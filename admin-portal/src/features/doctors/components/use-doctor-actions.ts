import { useRef, useState } from 'react';
import { doctorLabel, notify } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { APPROVE_ERROR, useApproveDoctor } from '../api/approve-doctor';
import { useDeleteDoctor } from '../api/delete-doctor';
import { approvedMessage } from './doctor-messages';

/** Approve (with its toast) and the doctor waiting for a delete confirmation. */
export function useDoctorActions() {
  const approve = useApproveDoctor();
  const remove = useDeleteDoctor();
  const [toDelete, setToDelete] = useState<Doctor | null>(null);

  // A double click approves once: `isPending` reaches the button a moment after the click.
  const approving = useRef(new Set<string>());
  const approveDoctor = async (doctor: Doctor) => {
    if (approving.current.has(doctor._id)) return;
    approving.current.add(doctor._id);
    try {
      await approve.mutateAsync(doctor._id);
      notify.success(approvedMessage(doctorLabel(doctor.user)));
    } catch {
      notify.error(APPROVE_ERROR);
    } finally {
      approving.current.delete(doctor._id);
    }
  };

  return {
    approveDoctor,
    /** The doctor being approved right now. */
    approvingId: approve.isPending ? approve.variables : undefined,
    toDelete,
    setToDelete,
    remove,
  };
}
