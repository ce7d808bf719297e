import { lazy } from 'react';
import styled from 'styled-components';
import {
  APPOINTMENTS_CHART_TITLE,
  complaintStatusLabel,
  DashboardFigures,
  ErrorState,
  HEALTH_CHART_TITLE,
  SummaryCard,
  usePreloadAfterPaint,
  Stack,
} from '@careconnect/shared-ui';
import type { Doctor, DoctorStats } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDoctorStats } from '../api/get-doctor-stats';
import { loadAgendaVisits, TodayAgenda, useAgendaSettled } from './today-agenda';
import { PendingFollowUps } from '../../visit-notes/components/pending-follow-ups';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);
const CHART_TITLES = [APPOINTMENTS_CHART_TITLE, HEALTH_CHART_TITLE];

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** The cards and charts; without `stats` (still on their way) the same frame with placeholders. */
function Figures({ stats }: { stats?: DoctorStats }) {
  const loading = !stats;
  const topStatus = stats?.health.topStatus;
  return (
    <DashboardFigures
      loading={loading}
      cards={
        <Cards>
          <SummaryCard
            title="My Patients"
            loading={loading}
            value={stats?.patients}
            to="/doctor/patients"
          />
          <SummaryCard
            title="My Appointments"
            loading={loading}
            value={stats?.appointments.total}
            subtitle={
              stats ? `Average per day: ${stats.appointments.averagePerDay.toFixed(1)}` : ''
            }
            to="/doctor/appointments"
          />
          <SummaryCard
            title="Patient Health Issues"
            loading={loading}
            value={stats?.health.total}
            subtitle={
              stats ? `Top status: ${topStatus ? complaintStatusLabel(topStatus) : 'N/A'}` : ''
            }
            to="/doctor/health"
          />
        </Cards>
      }
      chartTitles={CHART_TITLES}
      charts={stats ? <DashboardCharts stats={stats} /> : null}
    />
  );
}

function DashboardFiguresPart({ doctor }: { doctor: Doctor }) {
  const stats = useDoctorStats(doctor._id);
  if (stats.isPending) return <Figures />;
  if (stats.isError) {
    if (isAwaitingApproval(stats.error)) return <ApprovalBanner message={stats.error.message} />;
    return (
      <ErrorState
        message={`Error: ${stats.error.message || 'Failed to fetch dashboard data'}`}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return <Figures stats={stats.data} />;
}

/** The day first (what the doctor does next), then the figures. */
function DashboardContent({ doctor }: { doctor: Doctor }) {
  // The figures' own request starts at once; they are drawn when the agenda above has its height.
  const stats = useDoctorStats(doctor._id);
  const agendaSettled = useAgendaSettled(doctor._id);
  return (
    <Stack>
      <TodayAgenda doctor={doctor} />
      {agendaSettled || stats.isError ? <DashboardFiguresPart doctor={doctor} /> : null}
      <PendingFollowUps />
    </Stack>
  );
}

/** Doctor Dashboard (spec §2): today's agenda, then the doctor's figures and the two charts. */
export function Dashboard() {
  // The charts' code (small) is fetched once the frame has painted, while the figures are on
  // their way; apexcharts itself only when a chart draws (it is large: fetched before the first
  // paint, it would hold that paint back). The agenda's visits likewise, while the day's list
  // is on its way.
  usePreloadAfterPaint(loadCharts);
  usePreloadAfterPaint(loadAgendaVisits);
  return (
    <DoctorScreen title="Doctor Dashboard" pending={<Figures />}>
      {(doctor) => <DashboardContent doctor={doctor} />}
    </DoctorScreen>
  );
}
