import { useState } from 'react';
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

  const approveDoctor = async (doctor: Doctor) => {
    try {
      await approve.mutateAsync(doctor._id);
      notify.success(approvedMessage(doctorLabel(doctor.user)));
    } catch {
      notify.error(APPROVE_ERROR);
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
