import styled from 'styled-components';
import {
  complaintStatusLabel,
  formatRating,
  NA,
  oneDecimal,
  SummaryCard,
} from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';

export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Spec §2 admin dashboard: the six summary cards (Patients and Doctors open their lists). */
export function SummaryCards({ stats }: { stats: AdminStats }) {
  const { appointments, health, nutrition, sports } = stats;
  return (
    <CardGrid role="list" aria-label="Summary">
      <div role="listitem">
        <SummaryCard
          title="Patients"
          value={stats.patients}
          subtitle="View all patients"
          to="/admin/patients"
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Doctors"
          value={stats.doctors}
          subtitle={
            stats.pendingDoctors > 0
              ? `${stats.pendingDoctors} awaiting approval`
              : 'View all doctors'
          }
          to="/admin/doctors"
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Appointments"
          value={appointments.total}
          subtitle={`Average per day: ${oneDecimal(appointments.averagePerDay)}`}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Health"
          value={health.total}
          subtitle={`Top status: ${health.topStatus ? complaintStatusLabel(health.topStatus) : NA}`}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Nutrition"
          value={nutrition.ratings}
          subtitle={`Latest rating: ${formatRating(nutrition.latestRating)}`}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Sports"
          value={sports.ratings}
          subtitle={`Latest rating: ${formatRating(sports.latestRating)}`}
        />
      </div>
    </CardGrid>
  );
}
