import { DataTable, errorMessage, type DataTableColumn } from '@careconnect/shared-ui';
import type { SportItem } from '../../../lib/api-types';
import { orNA } from '../../../lib/format';
import { PageTitle, Stack } from '../../../lib/layout';
import { usePage } from '../../../lib/use-page';
import { WithPatient } from '../../patient/components/with-patient';
import { PLANS_PAGE_SIZE } from '../../plans/api/plan-kinds';
import { PlanList } from '../../plans/components/plan-list';
import { useSportPlans } from '../api/get-sport-plans';

/** Spec §2 (note: 'sport', not 'sports', on this screen). */
export const NO_SPORT_PLANS = 'No sport recommendations found.';

const sportColumns: DataTableColumn<SportItem>[] = [
  { key: 'name', header: 'Sport', render: (s) => orNA(s.name) },
  { key: 'duration', header: 'Duration', render: (s) => orNA(s.duration) },
  { key: 'frequency', header: 'Frequency', render: (s) => orNA(s.frequency) },
  { key: 'intensity', header: 'Intensity', render: (s) => orNA(s.intensity) },
];

function SportPlans({ patientId }: { patientId: string }) {
  const { page, pageCount, setPage, seeTotal } = usePage(PLANS_PAGE_SIZE);
  const { data, error, isPending, refetch } = useSportPlans(patientId, {
    page,
    limit: PLANS_PAGE_SIZE,
  });
  seeTotal(data?.total);
  return (
    <PlanList
      kind="sports"
      plans={data?.data}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      loading={isPending}
      error={
        error ? `Error: ${errorMessage(error, 'Failed to fetch sport recommendations')}` : undefined
      }
      onRetry={() => void refetch()}
      emptyText={NO_SPORT_PLANS}
      renderItems={(plan, number) => (
        <DataTable
          caption={`Sports of recommendation ${number}`}
          columns={sportColumns}
          rows={plan.recommendedSports}
          rowKey={(_, i) => String(i)}
          emptyText="No sports listed."
        />
      )}
    />
  );
}

/** Recommended Sports (spec §2): per plan its date in long US form, newest first. */
export function RecommendedSports() {
  return (
    <Stack>
      <PageTitle>Recommended Sports</PageTitle>
      <WithPatient>{(patientId) => <SportPlans patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
