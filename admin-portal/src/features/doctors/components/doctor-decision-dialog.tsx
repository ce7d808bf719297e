import { ConfirmDialog, doctorLabel } from '@careconnect/shared-ui';
import { decisionText } from './doctor-messages';
import type { DoctorDecision } from './use-doctor-actions';

export interface DoctorDecisionDialogProps {
  decision: DoctorDecision | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Approve or Reject a doctor account, asked first: either one changes what the doctor may do. */
export function DoctorDecisionDialog({
  decision,
  busy,
  onConfirm,
  onCancel,
}: DoctorDecisionDialogProps) {
  const text = decision ? decisionText(decision.kind, doctorLabel(decision.doctor.user)) : null;
  return (
    <ConfirmDialog
      open={decision !== null}
      title={text?.question}
      message={text?.consequence ?? ''}
      confirmLabel={text?.confirmLabel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
