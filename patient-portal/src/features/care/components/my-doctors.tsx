import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  errorMessage,
  notify,
  Spinner,
  type DataTableColumn,
  Stack,
  PageHeader,
  ButtonRow,
} from '@careconnect/shared-ui';
import type { CareMember } from '../../../lib/api-types';
import { doctorName, formatLongDate, orNA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import { useAnswerCareRequest, type CareAnswer } from '../api/answer-care-request';
import { useCareTeam } from '../api/get-care-team';
import { useRemoveCareMember } from '../api/remove-care-member';

export const MY_DOCTORS_PATH = '/patient/settings/doctors';
export const NO_DOCTORS = 'No doctors in your care team yet.';
export const NO_REQUESTS = 'No requests waiting for your answer.';

/** How a doctor joined the care team, in the patient's words. */
export const ORIGIN_LABELS: Record<CareMember['origin'], string> = {
  booking: 'You booked an appointment',
  admin: 'Added by an administrator',
  request: 'You accepted their request',
};

export function removeQuestion(member: CareMember): string {
  const name = doctorName(member.doctor);
  return `Removing ${name} ends their access to your record and cancels your upcoming appointments with them.`;
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Requests = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

function DoctorRequest({ request }: { request: CareMember }) {
  const answer = useAnswerCareRequest();
  // A double click answers once: the mutation's pending state arrives after the second click.
  const sending = useRef(false);
  const name = doctorName(request.doctor);

  const send = (choice: CareAnswer) => {
    if (sending.current) return;
    sending.current = true;
    answer.mutate(
      { id: request._id, answer: choice },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) =>
          notify.error(
            errorMessage(
              error,
              choice === 'accept'
                ? 'Failed to accept the request.'
                : 'Failed to decline the request.',
            ),
          ),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <li>
      <p>
        <strong>{name}</strong>
        {request.doctor.specialization ? `, ${request.doctor.specialization}` : ''} asks to join
        your care team.
        <Muted>Asked on {formatLongDate(request.requestedAt)}</Muted>
      </p>
      <ButtonRow>
        <Button
          onClick={() => send('accept')}
          disabled={answer.isPending}
          loading={answer.isPending && answer.variables?.answer === 'accept'}
          aria-label={`Accept ${name}`}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          onClick={() => send('decline')}
          disabled={answer.isPending}
          loading={answer.isPending && answer.variables?.answer === 'decline'}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
      </ButtonRow>
    </li>
  );
}

function CareTeam({ patientId }: { patientId: string }) {
  const team = useCareTeam(patientId);
  const remove = useRemoveCareMember();
  const [toRemove, setToRemove] = useState<CareMember | null>(null);

  if (team.isPending) return <Spinner label="Loading your doctors" />;
  if (team.isError)
    return (
      <ErrorState
        message={`Error: ${errorMessage(team.error, 'Failed to fetch your doctors.')}`}
        onRetry={() => void team.refetch()}
      />
    );

  const members = team.data.filter((m) => m.status === 'active');
  const requests = team.data.filter((m) => m.status === 'requested');

  const columns: DataTableColumn<CareMember>[] = [
    { key: 'doctor', header: 'Doctor', render: (m) => doctorName(m.doctor) },
    {
      key: 'specialization',
      header: 'Specialization',
      render: (m) => orNA(m.doctor.specialization),
    },
    { key: 'since', header: 'Since', render: (m) => formatLongDate(m.startedAt) },
    { key: 'origin', header: 'How they joined', render: (m) => ORIGIN_LABELS[m.origin] },
    {
      key: 'actions',
      header: 'Actions',
      render: (m) => (
        <Button
          variant="danger"
          onClick={() => setToRemove(m)}
          aria-label={`Remove ${doctorName(m.doctor)}`}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card title="Requests" aria-label="Requests">
        {requests.length === 0 ? (
          <EmptyState message={NO_REQUESTS} />
        ) : (
          <Requests>
            {requests.map((request) => (
              <DoctorRequest key={request._id} request={request} />
            ))}
          </Requests>
        )}
      </Card>
      <Card title="Care team" aria-label="Care team">
        <DataTable caption="My doctors" columns={columns} rows={members} emptyText={NO_DOCTORS} />
      </Card>
      <ConfirmDialog
        open={toRemove !== null}
        title={toRemove ? `Remove ${doctorName(toRemove.doctor)}?` : undefined}
        message={toRemove ? removeQuestion(toRemove) : ''}
        confirmLabel="Remove Doctor"
        cancelLabel="Keep Doctor"
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(toRemove._id, {
            onSuccess: (result) => notify.success(result.message),
            onError: (error) => notify.error(errorMessage(error, 'Failed to remove the doctor.')),
            onSettled: () => setToRemove(null),
          });
        }}
      />
    </>
  );
}

/** My doctors (Settings): who may see the patient's record, and the doctors asking to. */
export function MyDoctors() {
  return (
    <Stack>
      <PageHeader
        title="My doctors"
        back={{ to: '/patient/settings', label: 'Back to Settings' }}
      />
      <Intro>
        The doctors in your care team can see your record and give you plans. Removing a doctor ends
        their access at once.
      </Intro>
      <WithPatient>{(patientId) => <CareTeam patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
