import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, EmptyState, ErrorState, Spinner, Stack } from '@careconnect/shared-ui';
import {
  getPatientChoices,
  PatientCombobox,
  patientChoicesKey,
  usePatientChoice,
} from '@careconnect/shared-ui/forms';
import styled from 'styled-components';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { PatientPlans, PLANNER_KINDS } from './patient-plans';

const Chooser = styled.div`
  max-width: 420px;
`;

/** The planner's choice, kept in the address so the forms and Back keep it. */
export function usePlannerPatient() {
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient') ?? '';
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('patient', id);
        else next.delete('patient');
        return next;
      },
      { replace: true },
    );
  return [patientId, choose] as const;
}

/** What a form opened from the planner is told: the planner's patient ('' for none). */
export interface PlannerOrigin {
  plannerPatient: string;
}

export const plannerOrigin = (patientId: string): PlannerOrigin => ({ plannerPatient: patientId });

/** The planner showing a patient's plans. */
export const plannerPath = (patientId: string) =>
  patientId ? `/doctor/sportNutri?patient=${encodeURIComponent(patientId)}` : '/doctor/sportNutri';

function PlannerContent() {
  const [patientId, choose] = usePlannerPatient();
  // The combobox's first list (one request, shared through the query cache): it tells an
  // account awaiting approval, a failure, or a doctor with no patients yet.
  const patients = useQuery({
    queryKey: patientChoicesKey('mine', ''),
    queryFn: ({ signal }) => getPatientChoices({ scope: 'mine' }, signal),
  });
  // A patient given in the address but not (or no longer) among the doctor's patients.
  const chosen = usePatientChoice(patientId, 'mine');

  if (isAwaitingApproval(patients.error))
    return <ApprovalBanner message={patients.error.message} />;
  if (patients.isPending) return <Spinner />;
  if (patients.isError) {
    return (
      <ErrorState
        message={`Error: ${patients.error.message}`}
        onRetry={() => void patients.refetch()}
      />
    );
  }
  const known = patientId !== '' && chosen.data?._id === patientId;

  return (
    <Stack>
      <Chooser>
        <PatientCombobox
          scope="mine"
          value={known ? patientId : ''}
          onChange={choose}
          hint={patients.data.length === 0 ? 'You have no patients yet.' : undefined}
        />
      </Chooser>
      {known ? (
        <PatientPlans patientId={patientId} />
      ) : patientId !== '' && chosen.isPending ? (
        <Spinner />
      ) : (
        <EmptyState message="Select a patient to see their food and sports recommendations." />
      )}
    </Stack>
  );
}

function PlannerActions() {
  const [patientId] = usePlannerPatient();
  const query = patientId ? `?patient=${encodeURIComponent(patientId)}` : '';
  return (
    <>
      {PLANNER_KINDS.map((kind) => (
        <ButtonLink
          key={kind.kind}
          to={`/doctor/sportNutri/${kind.planner.addPath}${query}`}
          state={plannerOrigin(patientId)}
        >
          {kind.planner.addButton}
        </ButtonLink>
      ))}
    </>
  );
}

/** Nutrition & Sports Planner (spec §2): a patient's plans, and the way to add new ones. */
export function Planner() {
  return (
    <DoctorScreen title="Nutrition & Sports Planner" actions={<PlannerActions />}>
      {() => <PlannerContent />}
    </DoctorScreen>
  );
}
