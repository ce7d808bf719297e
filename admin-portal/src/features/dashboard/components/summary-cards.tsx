import styled from 'styled-components';
import {
  complaintStatusLabel,
  formatRating,
  NA,
  oneDecimal,
  SummaryCard,
} from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';

/** The doctors list filtered to the accounts awaiting approval. */
export const DOCTORS_AWAITING_APPROVAL = '/admin/doctors?approval=waiting';

// One column on phones: two columns there wrapped subtitles such as 'Top status: In review'
// onto a second line, so the cards grew (and the charts moved) when the figures arrived.
export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * Spec §2 admin dashboard: the six summary cards (Patients and Doctors open their lists); without
 * `stats` (still on their way) the same cards with placeholders for their figures.
 */
export function SummaryCards({ stats }: { stats?: AdminStats }) {
  const loading = !stats;
  const line = (text: (s: AdminStats) => string) => (stats ? text(stats) : '');
  return (
    <CardGrid role="list" aria-label="Summary">
      <div role="listitem">
        <SummaryCard
          title="Patients"
          loading={loading}
          value={stats?.patients}
          subtitle="View all patients"
          to="/admin/patients"
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Doctors"
          loading={loading}
          value={stats?.doctors}
          subtitle={line((s) =>
            s.pendingDoctors > 0 ? `${s.pendingDoctors} awaiting approval` : 'View all doctors',
          )}
          // 'N awaiting approval' opens just those (the list keeps its filter in the address).
          to={stats && stats.pendingDoctors > 0 ? DOCTORS_AWAITING_APPROVAL : '/admin/doctors'}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Appointments"
          loading={loading}
          value={stats?.appointments.total}
          subtitle={line((s) => `Average per day: ${oneDecimal(s.appointments.averagePerDay)}`)}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Health"
          loading={loading}
          value={stats?.health.total}
          subtitle={line(
            (s) =>
              `Top status: ${s.health.topStatus ? complaintStatusLabel(s.health.topStatus) : NA}`,
          )}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Nutrition"
          loading={loading}
          value={stats?.nutrition.ratings}
          subtitle={line((s) => `Latest rating: ${formatRating(s.nutrition.latestRating)}`)}
        />
      </div>
      <div role="listitem">
        <SummaryCard
          title="Sports"
          loading={loading}
          value={stats?.sports.ratings}
          subtitle={line((s) => `Latest rating: ${formatRating(s.sports.latestRating)}`)}
        />
      </div>
    </CardGrid>
  );
}
