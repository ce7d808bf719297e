import { lazy, useState } from 'react';
import styled from 'styled-components';
import {
  APPOINTMENTS_CHART_TITLE,
  ButtonLink,
  DashboardFigures,
  ErrorState,
  errorMessage,
  HEALTH_CHART_TITLE,
  SummaryCard,
  usePreloadAfterPaint,
  Stack,
  PageHeader,
} from '@careconnect/shared-ui';
import type { PatientStats } from '../../../lib/api-types';
import { NA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import { usePatientStats } from '../api/get-patient-stats';
import {
  loadNextAppointmentCard,
  useNextAppointment,
  type NextAppointmentState,
} from './next-appointment-state';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);
const CHART_TITLES = [APPOINTMENTS_CHART_TITLE, HEALTH_CHART_TITLE];

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

/** Spec §9: average per day to one decimal. */
export function perDay(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

function healthLabel(status: string | null | undefined): string {
  const text = (status ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : NA;
}

const FirstSteps = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export const FIRST_APPOINTMENT = 'Book your first appointment';

/** A patient with no appointment yet is shown the next step first. */
function Welcome() {
  return (
    <FirstSteps aria-labelledby="first-steps-title">
      <div>
        <h2 id="first-steps-title">Welcome to CareConnect</h2>
        <p>Find a doctor by specialization and choose a free time that suits you.</p>
      </div>
      <ButtonLink to="/patient/appointments/book">{FIRST_APPOINTMENT}</ButtonLink>
    </FirstSteps>
  );
}

/** The cards and charts; without `stats` (still on their way) the same frame with placeholders. */
function Figures({ stats }: { stats?: PatientStats }) {
  const loading = !stats;
  return (
    <>
      {stats && stats.appointments.total === 0 ? <Welcome /> : null}
      <DashboardFigures
        loading={loading}
        cards={
          <Cards>
            <SummaryCard
              title="My Appointments"
              loading={loading}
              value={stats?.appointments.total}
              subtitle={stats ? `Average per day: ${perDay(stats.appointments.averagePerDay)}` : ''}
              to="/patient/appointments"
            />
            <SummaryCard
              title="My Doctors"
              loading={loading}
              value={stats?.doctors}
              to="/patient/appointments"
            />
            <SummaryCard
              title="Health Issues"
              loading={loading}
              value={stats?.health.total}
              subtitle={stats ? `Top status: ${healthLabel(stats.health.topStatus)}` : ''}
              to="/patient/reports"
            />
          </Cards>
        }
        chartTitles={CHART_TITLES}
        charts={stats ? <DashboardCharts stats={stats} /> : null}
      />
    </>
  );
}

function PatientFigures({ patientId }: { patientId: string }) {
  const { data: stats, error, isPending, refetch } = usePatientStats(patientId);
  if (isPending) return <Figures />;
  if (error || !stats) {
    return (
      <ErrorState
        message={errorMessage(error, 'Failed to fetch dashboard data')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <Figures stats={stats} />;
}

/**
 * The figures under the next appointment. Their request starts once the patient's record is
 * found, but their frame is drawn only when nothing can appear above it any more: the next
 * appointment's card has its final height and, for a patient without a next appointment, the
 * figures have said whether the welcome panel (no appointment at all) goes above them.
 */
function PatientFiguresBelow({
  patientId,
  next,
}: {
  patientId: string;
  next: NextAppointmentState;
}) {
  const stats = usePatientStats(patientId);
  const ready = next.settled && (next.appointment !== undefined || !stats.isPending);
  // Once placed, the figures stay: a refetch after an error takes a query back to pending, and
  // taking the figures away then would start it again.
  const [placed, setPlaced] = useState(false);
  if (ready && !placed) setPlaced(true);
  return placed || ready ? <PatientFigures patientId={patientId} /> : null;
}

/** Patient Dashboard (spec §2): what is next, then the patient's own figures and charts. */
export function PatientDashboard() {
  // The charts' code (small) and the next appointment's card are fetched once the frame has
  // painted, while the data is on its way; apexcharts itself only when a chart draws (it is
  // large: fetched before the first paint, it would hold that paint back).
  usePreloadAfterPaint(loadCharts);
  usePreloadAfterPaint(loadNextAppointmentCard);
  // Asked for at once, beside the patient's record (it does not need the record's id).
  const next = useNextAppointment();
  return (
    <Stack>
      <PageHeader title="Patient Dashboard" />
      {next.settled && next.appointment && next.Card ? (
        <next.Card appointment={next.appointment} />
      ) : null}
      {/* Nothing under the title until the record is found (`false`: no spinner either), and no
          figures until the card has its place: a frame drawn now would be pushed down. */}
      <WithPatient pending={false}>
        {(patientId) => <PatientFiguresBelow patientId={patientId} next={next} />}
      </WithPatient>
    </Stack>
  );
}
