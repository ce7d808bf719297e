import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  doctorLabel,
  errorMessage,
  FormField,
  formatDate,
  notify,
  orNA,
  Select,
} from '@careconnect/shared-ui';
import { RowActions } from '../../../components/layout';
import type { CareMember, Doctor } from '../../../lib/api-types';
import { useDoctors } from '../../doctors/api/get-doctors';
import { useAssignDoctor, useRemoveCareMember } from '../api/change-care-team';
import { CARE_TEAM_ERROR, useCareTeam } from '../api/get-care-team';

export const NO_CARE_TEAM = 'No doctors in this patient’s care team yet.';
/** How many approved doctors the choice lists (the API's page limit). */
const DOCTOR_CHOICES = 100;

export const CARE_ORIGIN_LABELS: Record<CareMember['origin'], string> = {
  booking: 'Patient booked',
  admin: 'Assigned by an administrator',
  request: 'Doctor asked, patient accepted',
};

export function removeMemberMessage(member: CareMember): string {
  return member.status === 'requested'
    ? `The request of ${doctorLabel(member.doctor.user)} is withdrawn, and the patient’s upcoming appointments with them are cancelled.`
    : `${doctorLabel(member.doctor.user)} loses access to this patient’s record at once, and the patient’s upcoming appointments with them are cancelled.`;
}

const AssignForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  & > :first-child {
    flex: 1 1 260px;
    min-width: 0;
  }
  & > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

function doctorChoiceLabel(doctor: Doctor): string {
  const name = doctorLabel(doctor.user);
  return doctor.specialization ? `${name} — ${doctor.specialization}` : name;
}

function AssignDoctor({ patientId, team }: { patientId: string; team: CareMember[] }) {
  const doctors = useDoctors({ page: 1, q: '', approval: 'approved', limit: DOCTOR_CHOICES });
  const assign = useAssignDoctor(patientId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inTeam = new Set(team.filter((m) => m.status === 'active').map((m) => m.doctor._id));
  const options = (doctors.data?.doctors ?? [])
    .filter((d) => !inTeam.has(d._id))
    .map((d) => ({ value: d._id, label: doctorChoiceLabel(d) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError('Choose a doctor to assign.');
      return;
    }
    if (assign.isPending) return;
    setError(null);
    assign.mutate(chosen, {
      onSuccess: (member) => {
        notify.success(`${doctorLabel(member.doctor.user)} was added to the care team.`);
        setChosen('');
      },
      onError: (e) => notify.error(errorMessage(e, 'Failed to assign the doctor.')),
    });
  };

  return (
    <AssignForm onSubmit={submit} noValidate>
      <FormField
        label="Assign doctor"
        error={error}
        hint={
          doctors.isPending
            ? 'Loading doctors…'
            : doctors.isError
              ? 'Failed to fetch doctors'
              : 'Approved doctors; both the doctor and the patient are told.'
        }
      >
        <Select
          value={chosen}
          placeholder="-- Select doctor --"
          options={options}
          onChange={(event) => setChosen(event.target.value)}
        />
      </FormField>
      <Button type="submit" loading={assign.isPending}>
        Assign doctor
      </Button>
    </AssignForm>
  );
}

/** A patient's care team (who may reach the record) and doctors' pending requests. */
export function CareTeamSection({ patientId }: { patientId: string }) {
  const team = useCareTeam(patientId);
  const remove = useRemoveCareMember(patientId);
  const [toRemove, setToRemove] = useState<CareMember | null>(null);

  const columns: DataTableColumn<CareMember>[] = [
    { key: 'doctor', header: 'Doctor', render: (m) => doctorLabel(m.doctor.user) },
    {
      key: 'specialization',
      header: 'Specialization',
      render: (m) => orNA(m.doctor.specialization),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (m.status === 'active' ? 'In care team' : 'Request pending'),
    },
    {
      key: 'since',
      header: 'Since',
      render: (m) => formatDate(m.status === 'active' ? m.startedAt : m.requestedAt),
    },
    {
      key: 'origin',
      header: 'How they joined',
      // A request not yet answered has not joined anyone.
      render: (m) =>
        m.status === 'requested' ? 'Asked by the doctor' : CARE_ORIGIN_LABELS[m.origin],
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (m) => (
        <RowActions>
          <Button
            variant="danger"
            onClick={() => setToRemove(m)}
            aria-label={`Remove ${doctorLabel(m.doctor.user)}`}
          >
            Remove
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Card title="Care team" aria-label="Care team">
      <DataTable
        caption="Doctors and requests"
        columns={columns}
        rows={team.data}
        loading={team.isPending}
        error={team.isError ? CARE_TEAM_ERROR : undefined}
        onRetry={() => void team.refetch()}
        emptyText={NO_CARE_TEAM}
      />
      {team.data ? <AssignDoctor patientId={patientId} team={team.data} /> : null}
      <ConfirmDialog
        open={toRemove !== null}
        title={toRemove ? `Remove ${doctorLabel(toRemove.doctor.user)} from the care team?` : ''}
        message={toRemove ? removeMemberMessage(toRemove) : ''}
        confirmLabel="Remove Doctor"
        cancelLabel="Keep Doctor"
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(toRemove._id, {
            onSuccess: (result) => notify.success(result.message),
            onError: (e) => notify.error(errorMessage(e, 'Failed to remove the doctor.')),
            onSettled: () => setToRemove(null),
          });
        }}
      />
    </Card>
  );
}
