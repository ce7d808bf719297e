import {
  Card,
  FOOD_PLANS,
  type PlanKindDescription,
  SPORTS_PLANS,
  Stack,
} from '@careconnect/shared-ui';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { usePlans } from '../api/get-plans';
import { PlansTable } from './plans-table';

/** The planner's two kinds, in the order the spec lists them. */
export const PLANNER_KINDS: readonly PlanKindDescription[] = [FOOD_PLANS, SPORTS_PLANS];

function KindCard({
  kind,
  plans,
  headingLevel,
}: {
  kind: PlanKindDescription;
  plans: ReturnType<typeof usePlans>;
  headingLevel: 2 | 3;
}) {
  return (
    <Card title={kind.planner.cardTitle} headingLevel={headingLevel}>
      <PlansTable
        kind={kind}
        caption={kind.planner.caption}
        plans={plans.data}
        loading={plans.isPending}
        error={plans.isError ? `Error: ${plans.error.message}` : undefined}
        onRetry={() => void plans.refetch()}
      />
    </Card>
  );
}

/** One patient's food and sports recommendations, newest first. */
export function PatientPlans({
  patientId,
  headingLevel = 2,
}: {
  patientId: string;
  headingLevel?: 2 | 3;
}) {
  const foods = usePlans(FOOD_PLANS, patientId);
  const sports = usePlans(SPORTS_PLANS, patientId);
  if (isAwaitingApproval(foods.error)) return <ApprovalBanner message={foods.error.message} />;

  return (
    <Stack>
      <KindCard kind={FOOD_PLANS} plans={foods} headingLevel={headingLevel} />
      <KindCard kind={SPORTS_PLANS} plans={sports} headingLevel={headingLevel} />
    </Stack>
  );
}
