import type { ReactNode } from 'react';
import { ConfirmDialog, notify } from '@careconnect/shared-ui';

export interface DeleteConfirmationProps {
  /** Open while set. */
  open: boolean;
  /** The spec's sentence, e.g. 'Are you sure you want to delete this patient?' */
  question: string;
  /** What else happens (e.g. to the person's appointments). */
  consequence?: ReactNode;
  /** Runs the deletion; a rejection shows `failureMessage`. */
  onDelete: () => Promise<unknown>;
  /** Spec §8, e.g. 'Failed to delete patient.' */
  failureMessage: string;
  successMessage: string;
  /** The confirming button's word when it is not the kit's 'Delete'. */
  confirmLabel?: string;
  busy: boolean;
  onClose: (deleted: boolean) => void;
}

/** Deletion through the kit's dialog (spec §5), with the outcome as a toast. */
export function DeleteConfirmation({
  open,
  question,
  consequence,
  onDelete,
  failureMessage,
  successMessage,
  confirmLabel,
  busy,
  onClose,
}: DeleteConfirmationProps) {
  const confirm = async () => {
    try {
      await onDelete();
      notify.success(successMessage);
      onClose(true);
    } catch {
      notify.error(failureMessage);
      onClose(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={consequence ? question : undefined}
      message={consequence ?? question}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}
