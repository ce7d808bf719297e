import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  DataTable,
  FOOD_PLANS,
  PLAN_KINDS,
  planItems,
  SPORTS_PLANS,
  EmptyState,
  ErrorState,
  errorMessage,
  notify,
  Spinner,
  type DataTableColumn,
  Stack,
  PageHeader,
} from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextareaField } from '@careconnect/shared-ui/forms';
import type { PlanFeedback } from '../../../lib/api-types';
import { formatDateTime, formatLongDate, NA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import type { PlanKind } from '../../plans/api/plan-kinds';
import { usePlans } from '../../plans/api/get-plans';
import { useRatePlan } from '../api/rate-plan';
import { emptyFeedback, feedbackSchema, type FeedbackValues } from './feedback-schema';
import { RatingField } from './rating-field';

export const FEEDBACK_TOAST = 'Thank you for your feedback!';
export const NO_PLANS_TO_RATE = 'No food or sports plans to rate yet.';
export const NO_FEEDBACK = 'No feedback given yet.';
/** The plans offered for rating: the newest of each kind. */
export const RATEABLE_PLANS = 50;

interface RateablePlan {
  key: string;
  kind: PlanKind;
  id: string;
  label: string;
  feedback?: PlanFeedback;
}

function planLabel(kind: PlanKind, createdAt: string, items: { name: string }[]): string {
  const what = PLAN_KINDS[kind].patient.planName;
  const names = items.map((item) => item.name).filter(Boolean);
  const list = names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', ');
  return `${what} of ${formatLongDate(createdAt)}${list ? ` (${list})` : ''}`;
}

/** Choosing a plan shows the rating already given to it, to change it. */
function PrefillFromPlan({ plans }: { plans: readonly RateablePlan[] }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<FeedbackValues>();
  const previous = useRef(values.plan);
  useEffect(() => {
    if (previous.current === values.plan) return;
    previous.current = values.plan;
    const feedback = plans.find((plan) => plan.key === values.plan)?.feedback;
    void setFieldValue('rating', feedback ? String(feedback.rating) : '', false);
    void setFieldValue('comment', feedback?.comment ?? '', false);
    void setFieldTouched('rating', false, false);
  }, [values.plan, plans, setFieldValue, setFieldTouched]);
  return null;
}

const NoWrap = styled.span`
  white-space: nowrap;
`;

const ratingColumns: DataTableColumn<RateablePlan>[] = [
  { key: 'plan', header: 'Plan', render: (p) => p.label },
  {
    key: 'rating',
    header: 'Rating',
    render: (p) => <NoWrap>{p.feedback ? `${p.feedback.rating} out of 5` : NA}</NoWrap>,
  },
  { key: 'comment', header: 'Comment', render: (p) => p.feedback?.comment || NA },
  { key: 'ratedOn', header: 'Rated on', render: (p) => formatDateTime(p.feedback?.updatedAt) },
];

function FeedbackArea({ patientId }: { patientId: string }) {
  const paging = { page: 1, limit: RATEABLE_PLANS };
  const foods = usePlans(FOOD_PLANS, patientId, paging);
  const sports = usePlans(SPORTS_PLANS, patientId, paging);
  const rate = useRatePlan();
  const [searchParams] = useSearchParams();

  const plans = useMemo<RateablePlan[]>(() => {
    const food = (foods.data?.data ?? []).map((plan) => ({
      key: `food:${plan._id}`,
      kind: 'food' as const,
      id: plan._id,
      label: planLabel('food', plan.createdAt, planItems(FOOD_PLANS, plan)),
      feedback: plan.feedback,
    }));
    const sport = (sports.data?.data ?? []).map((plan) => ({
      key: `sports:${plan._id}`,
      kind: 'sports' as const,
      id: plan._id,
      label: planLabel('sports', plan.createdAt, planItems(SPORTS_PLANS, plan)),
      feedback: plan.feedback,
    }));
    return [...food, ...sport];
  }, [foods.data, sports.data]);

  if (foods.isPending || sports.isPending) return <Spinner />;
  const failure = foods.error ?? sports.error;
  if (failure) {
    return (
      <ErrorState
        message={`Error: ${errorMessage(failure, 'Failed to load data')}`}
        onRetry={() => {
          void foods.refetch();
          void sports.refetch();
        }}
      />
    );
  }
  if (plans.length === 0) return <EmptyState message={NO_PLANS_TO_RATE} />;

  const asked = searchParams.get('plan') ?? '';
  const preselected = plans.find((plan) => plan.key === asked);
  const initialValues: FeedbackValues = preselected
    ? {
        plan: preselected.key,
        rating: preselected.feedback ? String(preselected.feedback.rating) : '',
        comment: preselected.feedback?.comment ?? '',
      }
    : emptyFeedback;

  const submit = async (values: FeedbackValues, helpers: FormikHelpers<FeedbackValues>) => {
    const plan = plans.find((p) => p.key === values.plan);
    if (!plan) return;
    try {
      await rate.mutateAsync({
        kind: plan.kind,
        planId: plan.id,
        rating: Number(values.rating),
        comment: values.comment.trim() || undefined,
      });
      notify.success(FEEDBACK_TOAST);
      helpers.resetForm({ values });
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to send feedback'));
    }
  };

  const rated = plans.filter((plan) => plan.feedback);
  return (
    <Stack>
      <Card title="Rate a plan">
        <Formik initialValues={initialValues} validationSchema={feedbackSchema} onSubmit={submit}>
          <Form noValidate aria-label="Rate a plan">
            <PrefillFromPlan plans={plans} />
            <SelectField
              name="plan"
              label="Plan"
              required
              placeholder="-- Select plan --"
              options={plans.map((plan) => ({ value: plan.key, label: plan.label }))}
            />
            <RatingField name="rating" />
            <TextareaField name="comment" label="Comment" rows={4} maxLength={2000} />
            <SubmitButton pendingLabel="Submitting…">Submit Feedback</SubmitButton>
          </Form>
        </Formik>
      </Card>
      <DataTable
        title="My feedback"
        columns={ratingColumns}
        rows={rated}
        rowKey={(plan) => plan.key}
        emptyText={NO_FEEDBACK}
      />
    </Stack>
  );
}

/** Feedback (spec §2): rate a food or sports plan from 1 to 5 with a comment. */
export function PatientFeedback() {
  return (
    <Stack>
      <PageHeader title="Feedback" />
      <WithPatient>{(patientId) => <FeedbackArea patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
