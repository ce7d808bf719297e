import { DataTable, errorMessage, type DataTableColumn } from '@careconnect/shared-ui';
import type { FoodItem } from '../../../lib/api-types';
import { orNA } from '../../../lib/format';
import { PageTitle, Stack } from '../../../lib/layout';
import { usePage } from '../../../lib/use-page';
import { WithPatient } from '../../patient/components/with-patient';
import { PLANS_PAGE_SIZE } from '../../plans/api/plan-kinds';
import { PlanList } from '../../plans/components/plan-list';
import { useFoodPlans } from '../api/get-food-plans';

export const NO_FOOD_PLANS = 'No food recommendations found.';

const foodColumns: DataTableColumn<FoodItem>[] = [
  { key: 'name', header: 'Name', render: (f) => orNA(f.name) },
  { key: 'quantity', header: 'Quantity', render: (f) => orNA(f.quantity) },
  { key: 'timeOfDay', header: 'Time of Day', render: (f) => orNA(f.timeOfDay) },
];

function FoodPlans({ patientId }: { patientId: string }) {
  const { page, pageCount, setPage, seeTotal } = usePage(PLANS_PAGE_SIZE);
  const { data, error, isPending, refetch } = useFoodPlans(patientId, {
    page,
    limit: PLANS_PAGE_SIZE,
  });
  seeTotal(data?.total);
  return (
    <PlanList
      kind="food"
      plans={data?.data}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      loading={isPending}
      error={
        error ? `Error: ${errorMessage(error, 'Failed to fetch food recommendations')}` : undefined
      }
      onRetry={() => void refetch()}
      emptyText={NO_FOOD_PLANS}
      renderItems={(plan, number) => (
        <DataTable
          caption={`Foods of recommendation ${number}`}
          columns={foodColumns}
          rows={plan.recommendedFoods}
          rowKey={(_, i) => String(i)}
          emptyText="No foods listed."
        />
      )}
    />
  );
}

/** Recommended Foods (spec §2): the patient's food plans, numbered, newest first. */
export function RecommendedFoods() {
  return (
    <Stack>
      <PageTitle>Recommended Foods</PageTitle>
      <WithPatient>{(patientId) => <FoodPlans patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
