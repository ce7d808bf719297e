import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  DataTable,
  type DataTableColumn,
  errorMessage,
  FieldError,
  FormField,
  notify,
  PageHeader,
  TextInput,
  useSpecializations,
  type Specialization,
  Stack,
} from '@careconnect/shared-ui';
import { RowActions } from '../../../components/layout';
import { useAddSpecialization, useChangeSpecialization } from '../api/save-specialization';

export const SPECIALIZATION_REQUIRED = 'Specialization is required';
export const SPECIALIZATION_ADDED = 'Specialization added.';
export const SPECIALIZATION_RENAMED = 'Specialization renamed.';
export const SPECIALIZATION_RETIRED = 'Specialization retired.';
export const SPECIALIZATION_OFFERED = 'Specialization offered again.';

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
  & > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Retired = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;

  input {
    width: auto;
    min-width: 12rem;
  }
`;

function AddSpecialization() {
  const add = useAddSpecialization();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(SPECIALIZATION_REQUIRED);
    setError('');
    try {
      await add.mutateAsync(name.trim());
      notify.success(SPECIALIZATION_ADDED);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <AddForm aria-label="Add a specialization" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label="New specialization" error={error || undefined}>
        <TextInput value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
    </AddForm>
  );
}

function Rename({ entry, onDone }: { entry: Specialization; onDone: () => void }) {
  const change = useChangeSpecialization();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState('');
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(SPECIALIZATION_REQUIRED);
    try {
      await change.mutateAsync({ id: entry._id, name: name.trim() });
      notify.success(SPECIALIZATION_RENAMED);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <RenameForm aria-label={`Rename ${entry.name}`} onSubmit={(e) => void submit(e)} noValidate>
      <TextInput
        aria-label={`New name for ${entry.name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={name}
        maxLength={100}
        autoFocus
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" disabled={change.isPending}>
        Save
      </Button>
      <Button variant="secondary" onClick={onDone}>
        Cancel
      </Button>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </RenameForm>
  );
}

function EntryActions({ entry, onRename }: { entry: Specialization; onRename: () => void }) {
  const change = useChangeSpecialization();
  const toggle = async () => {
    try {
      await change.mutateAsync({ id: entry._id, retired: !entry.retired });
      notify.success(entry.retired ? SPECIALIZATION_OFFERED : SPECIALIZATION_RETIRED);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };
  return (
    <RowActions>
      <Button variant="secondary" onClick={onRename} aria-label={`Rename ${entry.name}`}>
        Rename
      </Button>
      <Button
        variant="secondary"
        onClick={() => void toggle()}
        disabled={change.isPending}
        aria-label={`${entry.retired ? 'Offer again' : 'Retire'} ${entry.name}`}
      >
        {entry.retired ? 'Offer again' : 'Retire'}
      </Button>
    </RowActions>
  );
}

/**
 * The clinic's one list of specializations (/admin/specializations): doctors choose from it,
 * patients search by it. A rename moves the doctors who hold the entry; a retired entry is no
 * longer offered, and the doctors who hold it keep it.
 */
export function SpecializationsScreen() {
  const list = useSpecializations({ retired: true });
  const [renaming, setRenaming] = useState<string | null>(null);

  const columns: DataTableColumn<Specialization>[] = [
    {
      key: 'name',
      header: 'Specialization',
      render: (entry) =>
        renaming === entry._id ? (
          <Rename entry={entry} onDone={() => setRenaming(null)} />
        ) : (
          entry.name
        ),
    },
    { key: 'doctors', header: 'Doctors', render: (entry) => String(entry.doctors) },
    {
      key: 'status',
      header: 'Status',
      render: (entry) => (entry.retired ? <Retired>Retired</Retired> : 'Offered'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (entry) =>
        renaming === entry._id ? null : (
          <EntryActions entry={entry} onRename={() => setRenaming(entry._id)} />
        ),
    },
  ];

  return (
    <Stack>
      <PageHeader
        title="Specializations"
        back={{ to: '/admin/doctors', label: 'Back to All Doctors' }}
      />
      <Intro>
        Doctors choose their specialization from this list when they sign up, and patients search by
        it.
      </Intro>
      <AddSpecialization />
      <DataTable
        caption="The clinic's specializations"
        columns={columns}
        rows={list.data}
        loading={list.isPending}
        error={list.error ? `Error: ${list.error.message}` : undefined}
        onRetry={() => void list.refetch()}
        emptyText="No specializations yet."
      />
    </Stack>
  );
}
