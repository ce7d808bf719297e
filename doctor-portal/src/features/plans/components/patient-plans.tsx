import { Card } from '@careconnect/shared-ui';
import { Stack } from '../../../components/stack';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useFoodPlans } from '../api/get-food-plans';
import { useSportPlans } from '../api/get-sport-plans';
import { FoodPlansTable, SportPlansTable } from './plan-tables';

/** One patient's food and sports recommendations, newest first. */
export function PatientPlans({
  patientId,
  headingLevel = 2,
}: {
  patientId: string;
  headingLevel?: 2 | 3;
}) {
  const foods = useFoodPlans(patientId);
  const sports = useSportPlans(patientId);
  if (isAwaitingApproval(foods.error)) return <ApprovalBanner message={foods.error.message} />;

  return (
    <Stack>
      <Card title="Food Recommendations" headingLevel={headingLevel}>
        <FoodPlansTable
          caption="Food recommendations"
          plans={foods.data}
          loading={foods.isPending}
          error={foods.isError ? `Error: ${foods.error.message}` : undefined}
          onRetry={() => void foods.refetch()}
        />
      </Card>
      <Card title="Sports Recommendations" headingLevel={headingLevel}>
        <SportPlansTable
          caption="Sports recommendations"
          plans={sports.data}
          loading={sports.isPending}
          error={sports.isError ? `Error: ${sports.error.message}` : undefined}
          onRetry={() => void sports.refetch()}
        />
      </Card>
    </Stack>
  );
}
