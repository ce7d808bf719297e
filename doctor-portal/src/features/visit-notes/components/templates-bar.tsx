import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  Dialog,
  FormField,
  notify,
  Select,
  TextInput,
  ButtonRow,
  FormAlert,
} from '@careconnect/shared-ui';
import {
  createNoteTemplate,
  deleteNoteTemplate,
  updateNoteTemplate,
  useNoteTemplates,
  useTemplateChange,
} from '../api/note-templates';
import type { NoteParts } from './use-autosave';
import { NOTE_TEXT } from './visit-note-text';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 220px;
  }
`;

const hasText = (parts: NoteParts) => Object.values(parts).some((value) => value.trim() !== '');

/** The doctor's templates: fill the note from one, save the note as one, change or delete one. */
export function TemplatesBar({
  parts,
  onUse,
  disabled = false,
}: {
  parts: NoteParts;
  onUse: (parts: NoteParts) => void;
  disabled?: boolean;
}) {
  const templates = useNoteTemplates();
  const [chosen, setChosen] = useState('');
  const [replacing, setReplacing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const list = templates.data ?? [];
  const template = list.find((t) => t._id === chosen);
  const create = useTemplateChange(createNoteTemplate);
  const update = useTemplateChange((id: string) =>
    updateNoteTemplate(id, { name: template?.name ?? '', ...parts }),
  );
  const remove = useTemplateChange(deleteNoteTemplate);
  const use = () => {
    if (!template) return;
    onUse({
      subjective: template.subjective,
      objective: template.objective,
      assessment: template.assessment,
      plan: template.plan,
    });
    setReplacing(false);
  };
  const failed = (failure: Error) => setError(failure.message);

  return (
    <section aria-label={NOTE_TEXT.templates}>
      <Bar>
        <FormField label={NOTE_TEXT.template}>
          <Select
            value={chosen}
            placeholder={list.length === 0 ? NOTE_TEXT.noTemplates : NOTE_TEXT.chooseTemplate}
            options={list.map((t) => ({ value: t._id, label: t.name }))}
            onChange={(event) => setChosen(event.target.value)}
            disabled={disabled}
          />
        </FormField>
        <Button
          variant="secondary"
          disabled={!template || disabled}
          onClick={() => (hasText(parts) ? setReplacing(true) : use())}
        >
          {NOTE_TEXT.useTemplate}
        </Button>
      </Bar>
      <ButtonRow>
        <Button
          variant="secondary"
          disabled={!hasText(parts) || disabled}
          onClick={() => {
            setName('');
            setError(null);
            setNaming(true);
          }}
        >
          {NOTE_TEXT.saveAsTemplate}
        </Button>
        <Button
          variant="secondary"
          disabled={!template || disabled}
          loading={update.isPending}
          onClick={() =>
            update.mutate(chosen, {
              onSuccess: () => notify.success(NOTE_TEXT.templateSaved),
              onError: (failure) => notify.error(failure.message),
            })
          }
        >
          {NOTE_TEXT.updateTemplate}
        </Button>
        <Button variant="secondary" disabled={!template} onClick={() => setDeleting(true)}>
          {NOTE_TEXT.deleteTemplate}
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={replacing}
        message={NOTE_TEXT.replaceConfirm}
        confirmLabel={NOTE_TEXT.useTemplate}
        cancelLabel="Cancel"
        onConfirm={use}
        onCancel={() => setReplacing(false)}
      />
      <ConfirmDialog
        open={deleting}
        message={NOTE_TEXT.deleteTemplateConfirm}
        confirmLabel={NOTE_TEXT.deleteTemplate}
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(chosen, {
            onSuccess: () => {
              setChosen('');
              notify.success(NOTE_TEXT.templateDeleted);
            },
            onError: (failure) => notify.error(failure.message),
            onSettled: () => setDeleting(false),
          })
        }
        onCancel={() => setDeleting(false)}
      />
      <Dialog
        open={naming}
        title={NOTE_TEXT.saveAsTemplate}
        onClose={() => setNaming(false)}
        busy={create.isPending}
        initialFocus={nameRef}
        actions={
          <>
            <Button variant="secondary" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button
              loading={create.isPending}
              disabled={name.trim() === ''}
              onClick={() =>
                create.mutate(
                  { name: name.trim(), ...parts },
                  {
                    onSuccess: (saved) => {
                      setChosen(saved._id);
                      setNaming(false);
                      notify.success(NOTE_TEXT.templateSaved);
                    },
                    onError: failed,
                  },
                )
              }
            >
              {NOTE_TEXT.saveAsTemplate}
            </Button>
          </>
        }
      >
        <FormField label={NOTE_TEXT.templateName}>
          <TextInput
            ref={nameRef}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormAlert>{error}</FormAlert>
      </Dialog>
    </section>
  );
}
