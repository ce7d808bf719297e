import { useState } from 'react';
import { Button, lazyPart, notify, usePreloadAfterPaint } from '@careconnect/shared-ui';
import { PREVISIT_LABELS as TEXT } from './previsit-labels';

/**
 * The answers' dialog (the kit's dialog, the previsit call, the answers' layout): a chunk of its
 * own, so the agenda is drawn without it. Asked for once the screen's frame has painted, or by the
 * first click on Answers.
 */
const loadAnswersDialog = lazyPart(() => import('./answers-dialog'));

/** Answers opens the patient's answers beside the visit (each opening is a read, audited). */
export function AnswersButton({ appointmentId, who }: { appointmentId: string; who: string }) {
  const [open, setOpen] = useState(false);
  usePreloadAfterPaint(loadAnswersDialog);
  const show = () => {
    if (loadAnswersDialog.loaded()) setOpen(true);
    else
      loadAnswersDialog().then(
        () => setOpen(true),
        () => notify.error('Failed to fetch the answers'),
      );
  };
  const AnswersDialog = loadAnswersDialog.loaded()?.AnswersDialog;
  return (
    <>
      <Button variant="secondary" onClick={show} aria-label={TEXT.answersLabel(who)}>
        {TEXT.answers}
      </Button>
      {AnswersDialog ? (
        <AnswersDialog
          appointmentId={appointmentId}
          who={who}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
