import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  FormField,
  isApiError,
  notify,
  personName,
  Select,
  Spinner,
  Textarea,
  Stack,
  ButtonRow,
  FormAlert,
} from '@careconnect/shared-ui';
import { DetailList } from '../../../components/detail-list';
import type { Appointment, NotePart, VisitNote } from '../../../lib/api-types';
import { useAppointment } from '../../appointments/api/get-appointment';
import { AppointmentStatusBadge } from '../../appointments/components/appointment-status';
import { AppointmentStatusActions } from '../../appointments/components/appointment-status-actions';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useVisitNote } from '../api/get-visit-note';
import { addAddendum, saveVisitNote, signVisitNote, useNoteAction } from '../api/save-visit-note';
import { FollowUpCard } from './follow-up-card';
import { TemplatesBar } from './templates-bar';
import { useAutosave, type NoteParts, type SaveState } from './use-autosave';
import { NOTE_TEXT } from './visit-note-text';

export const PARTS: NotePart[] = ['subjective', 'objective', 'assessment', 'plan'];

/** The appointment on the left, the note on the right; one column on a phone. */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SaveStatus = styled.p<{ $error: boolean }>`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.mutedText)};
`;

const PartText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const PartHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1rem;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const AddendumItem = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const AddendumList = styled.ul`
  margin: 0;
  padding: 0;
`;

function saveLabel(state: SaveState): string {
  switch (state.kind) {
    case 'saving':
      return NOTE_TEXT.saving;
    case 'saved':
      return NOTE_TEXT.saved;
    case 'error':
      return `${NOTE_TEXT.notSaved}: ${state.message}`;
    default:
      return '';
  }
}

function AppointmentCard({ appointment }: { appointment: Appointment }) {
  return (
    <Card title="Appointment" headingLevel={2}>
      <DetailList
        items={[
          [
            'Patient',
            appointment.patient.user ? (
              <Link to={`/doctor/patients/view/${appointment.patient._id}`}>
                {personName(appointment.patient.user)}
              </Link>
            ) : null,
          ],
          ['Date', formatDate(appointment.date)],
          ['Time Slot', appointment.timeSlot],
          ['Status', <AppointmentStatusBadge key="status" status={appointment.status} />],
          ['Reason', appointment.reason],
        ]}
      />
      <ButtonRow>
        <Link to={`/doctor/appointments/view/${appointment._id}`}>Appointment details</Link>
      </ButtonRow>
    </Card>
  );
}

/** The draft: four parts saved as the doctor types, a template to start from, then Sign. */
function DraftEditor({ note, appointmentId }: { note: VisitNote; appointmentId: string }) {
  const autosave = useAutosave(
    {
      parts: {
        subjective: note.subjective,
        objective: note.objective,
        assessment: note.assessment,
        plan: note.plan,
      },
      version: note.version,
    },
    (parts, version) => saveVisitNote(appointmentId, { ...parts, version }),
  );
  const sign = useNoteAction(appointmentId, signVisitNote);
  const [confirming, setConfirming] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const { state } = autosave;
  const stale = state.kind === 'error' && state.stale;

  const doSign = async () => {
    setSignError(null);
    await autosave.flush();
    if (autosave.pending()) return;
    sign.mutate(autosave.version(), {
      onSuccess: () => notify.success(NOTE_TEXT.signed),
      onError: (error) => setSignError(error.message),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Card title={NOTE_TEXT.title} headingLevel={2}>
      <Stack>
        {note.status === 'notNeeded' && note.noNoteReason ? (
          <Muted>{NOTE_TEXT.notNeeded(note.noNoteReason)}</Muted>
        ) : null}
        <TemplatesBar
          parts={autosave.parts}
          onUse={(parts: NoteParts) => autosave.change(parts)}
          disabled={stale}
        />
        {PARTS.map((part) => (
          <FormField key={part} label={NOTE_TEXT.parts[part]}>
            <Textarea
              name={part}
              rows={part === 'subjective' || part === 'objective' ? 5 : 4}
              value={autosave.parts[part]}
              readOnly={stale}
              onChange={(event) => autosave.change({ [part]: event.target.value })}
            />
          </FormField>
        ))}
        <SaveStatus role="status" aria-live="polite" $error={state.kind === 'error'}>
          {saveLabel(state)}
        </SaveStatus>
        <FormAlert>{signError}</FormAlert>
        <ButtonRow>
          {stale ? (
            // A newer version exists: reloading replaces the screen's text with it.
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {NOTE_TEXT.reload}
            </Button>
          ) : (
            <Button disabled={sign.isPending} onClick={() => setConfirming(true)}>
              {NOTE_TEXT.sign}
            </Button>
          )}
        </ButtonRow>
      </Stack>
      <ConfirmDialog
        open={confirming}
        message={NOTE_TEXT.signConfirm}
        confirmLabel={NOTE_TEXT.sign}
        cancelLabel="Cancel"
        busy={sign.isPending}
        onConfirm={() => void doSign()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

function AddendumForm({ appointmentId }: { appointmentId: string }) {
  const add = useNoteAction(appointmentId, addAddendum);
  const [part, setPart] = useState<NotePart>('plan');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        add.mutate(
          { part, text },
          {
            onSuccess: () => {
              setText('');
              notify.success(NOTE_TEXT.addendumAdded);
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <Stack>
        <FormField label={NOTE_TEXT.addendumPart}>
          <Select
            value={part}
            onChange={(event) => setPart(event.target.value as NotePart)}
            options={PARTS.map((value) => ({ value, label: NOTE_TEXT.parts[value] }))}
          />
        </FormField>
        <FormField label={NOTE_TEXT.addendumText}>
          <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} />
        </FormField>
        <FormAlert>{error}</FormAlert>
        <ButtonRow>
          <Button type="submit" loading={add.isPending} disabled={text.trim() === ''}>
            {NOTE_TEXT.addAddendum}
          </Button>
        </ButtonRow>
      </Stack>
    </form>
  );
}

/** A signed note (or one the caller only reads): the parts as signed, then the addenda. */
function ReadNote({ note, appointmentId }: { note: VisitNote; appointmentId: string }) {
  return (
    <Card title={NOTE_TEXT.title} headingLevel={2}>
      <Stack>
        {note.signedAt ? (
          <Muted>
            {NOTE_TEXT.signedBy(
              note.signedBy ? `${note.signedBy.firstName} ${note.signedBy.lastName}` : 'N/A',
              formatDateTime(note.signedAt),
            )}
          </Muted>
        ) : null}
        {note.status === 'notNeeded' && note.noNoteReason ? (
          <Muted>{NOTE_TEXT.notNeeded(note.noNoteReason)}</Muted>
        ) : null}
        {!note.mayWrite && note.status !== 'signed' ? <Muted>{NOTE_TEXT.readOnly}</Muted> : null}
        {PARTS.map((part) => (
          <section key={part}>
            <PartHeading>{NOTE_TEXT.parts[part]}</PartHeading>
            <PartText>{note[part] || 'N/A'}</PartText>
          </section>
        ))}
        {note.addenda.length > 0 ? (
          <section aria-label={NOTE_TEXT.addenda}>
            <PartHeading>{NOTE_TEXT.addenda}</PartHeading>
            <AddendumList>
              {note.addenda.map((addendum) => (
                <AddendumItem key={addendum._id}>
                  <Muted>
                    {NOTE_TEXT.parts[addendum.part]} ·{' '}
                    {NOTE_TEXT.addendumBy(addendum.author, formatDateTime(addendum.createdAt))}
                  </Muted>
                  <PartText>{addendum.text}</PartText>
                </AddendumItem>
              ))}
            </AddendumList>
          </section>
        ) : null}
        {note.status === 'signed' && note.mayWrite ? (
          <AddendumForm appointmentId={appointmentId} />
        ) : null}
      </Stack>
    </Card>
  );
}

function NoteView({ appointment }: { appointment: Appointment }) {
  const note = useVisitNote(appointment._id);
  if (note.isPending) return <Spinner />;
  if (note.isError)
    return (
      <ErrorState
        message={`Error: ${note.error.message || 'Failed to fetch the visit note'}`}
        onRetry={() => void note.refetch()}
      />
    );
  const writing = note.data.mayWrite && note.data.status !== 'signed';
  return (
    <Stack>
      {writing ? (
        <DraftEditor note={note.data} appointmentId={appointment._id} />
      ) : (
        <ReadNote note={note.data} appointmentId={appointment._id} />
      )}
      {note.data.mayWrite ? <FollowUpCard note={note.data} /> : null}
      {note.data.status === 'signed' && note.data.mayWrite ? (
        <ButtonRow>
          <AppointmentStatusActions appointment={appointment} />
        </ButtonRow>
      ) : null}
    </Stack>
  );
}

function EditorView({ id }: { id: string }) {
  const appointment = useAppointment(id);
  if (appointment.isPending) return <Spinner />;
  if (appointment.isError)
    return isApiError(appointment.error) && appointment.error.status === 404 ? (
      <EmptyState
        message="Appointment not found."
        action={<Link to="/doctor/appointments">Back to appointments</Link>}
      />
    ) : (
      <ErrorState
        message={`Error: ${appointment.error.message || 'Failed to fetch appointment'}`}
        onRetry={() => void appointment.refetch()}
      />
    );
  return (
    <Beside>
      <AppointmentCard appointment={appointment.data} />
      <NoteView appointment={appointment.data} />
    </Beside>
  );
}

/** The visit note of one appointment, beside the appointment. */
export function NoteEditor() {
  const { id = '' } = useParams();
  return (
    <DoctorScreen
      title={NOTE_TEXT.title}
      back={{ to: `/doctor/appointments/view/${id}`, label: 'Back to Appointment' }}
    >
      {() => <EditorView id={id} />}
    </DoctorScreen>
  );
}
