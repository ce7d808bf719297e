import { useSearchParams } from 'react-router-dom';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  FormField,
  patientOptionLabel,
  Select,
  Spinner,
} from '@careconnect/shared-ui';
import styled from 'styled-components';
import { Stack } from '../../../components/stack';
import type { Doctor } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDoctorPatients } from '../../patients/api/get-doctor-patients';
import { PatientPlans, PLANNER_KINDS } from './patient-plans';

const PLANNER_PATIENTS_LIMIT = 200;

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

function PlannerContent({ doctor }: { doctor: Doctor }) {
  const [patientId, choose] = usePlannerPatient();
  const patients = useDoctorPatients(doctor._id, 1, '', PLANNER_PATIENTS_LIMIT);

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

  const options = patients.data.patients.map((patient) => ({
    value: patient._id,
    label: patientOptionLabel(patient.user),
  }));
  // A patient given in the address but not (or no longer) among the doctor's patients.
  const known = options.some((option) => option.value === patientId);

  return (
    <Stack>
      <Chooser>
        <FormField
          label="Patient"
          hint={options.length === 0 ? 'You have no patients yet.' : undefined}
        >
          <Select
            placeholder="-- Select patient --"
            options={options}
            value={known ? patientId : ''}
            onChange={(event) => choose(event.target.value)}
          />
        </FormField>
      </Chooser>
      {known ? (
        <PatientPlans patientId={patientId} />
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
        <ButtonLink key={kind.kind} to={`/doctor/sportNutri/${kind.planner.addPath}${query}`}>
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
      {(doctor) => <PlannerContent doctor={doctor} />}
    </DoctorScreen>
  );
}
