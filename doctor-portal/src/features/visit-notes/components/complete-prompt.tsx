import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, FormField, Textarea } from '@careconnect/shared-ui';
import { markNoNoteNeeded } from '../api/save-visit-note';
import { PROMPT_TEXT } from './visit-note-text';

export interface CompletePromptProps {
  appointmentId: string;
  open: boolean;
  /** Completes the appointment (after "No note needed" was recorded). */
  onComplete: () => void;
  onClose: () => void;
  busy?: boolean;
}

/**
 * Complete on a visit without a signed note: write the note first, or record why none is
 * needed and complete.
 */
export function CompletePrompt({
  appointmentId,
  open,
  onComplete,
  onClose,
  busy = false,
}: CompletePromptProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setAsking(false);
    setReason('');
    setError(null);
    onClose();
  };
  const completeWithoutNote = async () => {
    if (reason.trim() === '') {
      setError(PROMPT_TEXT.reasonRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await markNoNoteNeeded(appointmentId, reason.trim());
      setAsking(false);
      setReason('');
      onComplete();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={PROMPT_TEXT.title}
      onClose={close}
      busy={saving || busy}
      initialFocus={asking ? reasonRef : undefined}
      actions={
        asking ? (
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {PROMPT_TEXT.back}
            </Button>
            <Button loading={saving || busy} onClick={() => void completeWithoutNote()}>
              {PROMPT_TEXT.confirm}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {PROMPT_TEXT.notNeeded}
            </Button>
            <Button onClick={() => navigate(`/doctor/appointments/${appointmentId}/note`)}>
              {PROMPT_TEXT.write}
            </Button>
          </>
        )
      }
    >
      <p>{PROMPT_TEXT.message}</p>
      {asking ? (
        <FormField label={PROMPT_TEXT.reason} error={error ?? undefined}>
          <Textarea
            ref={reasonRef}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      ) : null}
    </Dialog>
  );
}
