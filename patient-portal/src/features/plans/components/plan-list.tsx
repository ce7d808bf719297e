import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Pagination,
  Spinner,
  Stack,
} from '@careconnect/shared-ui';
import type { DoctorRef, PlanFeedback } from '../../../lib/api-types';
import { doctorName, formatLongDate, NA } from '../../../lib/format';
import { PLANS_PAGE_SIZE, type PlanKind } from '../api/plan-kinds';

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Notes = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface PlanLike {
  _id: string;
  createdAt: string;
  notes?: string;
  doctor: DoctorRef | null;
  feedback?: PlanFeedback;
}

export interface PlanListProps<P extends PlanLike> {
  kind: PlanKind;
  plans: readonly P[] | undefined;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** 'Error: {message}' as the screen words it. */
  error?: string;
  onRetry: () => void;
  emptyText: string;
  /** The plan's items as a table. */
  renderItems: (plan: P, number: number) => ReactNode;
}

/** 'Your rating: 4 out of 5', or none yet. */
export function ratingText(feedback: PlanFeedback | undefined): string {
  return feedback ? `Your rating: ${feedback.rating} out of 5` : 'Not rated yet';
}

/**
 * Plans as the spec lists them: numbered newest first (the numbering goes on across pages), the
 * date in long US form, the items, optional notes, and the way to rate each plan.
 */
export function PlanList<P extends PlanLike>({
  kind,
  plans,
  page,
  pageCount,
  onPageChange,
  loading,
  error,
  onRetry,
  emptyText,
  renderItems,
}: PlanListProps<P>) {
  if (loading) return <Spinner />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!plans || plans.length === 0) return <EmptyState message={emptyText} />;

  const first = (page - 1) * PLANS_PAGE_SIZE + 1;
  return (
    <Stack>
      {plans.map((plan, index) => {
        const number = first + index;
        const by = plan.doctor ? doctorName(plan.doctor) : null;
        const action = plan.feedback ? 'Change Rating' : 'Rate this plan';
        return (
          <Card
            key={plan._id}
            title={`Recommendation ${number}`}
            aria-label={`Recommendation ${number}`}
          >
            <Meta>
              {formatLongDate(plan.createdAt)}
              {by && by !== NA ? ` · ${by}` : null}
            </Meta>
            {renderItems(plan, number)}
            {plan.notes ? (
              <Notes>
                <strong>Notes:</strong> {plan.notes}
              </Notes>
            ) : null}
            <Footer>
              <span>{ratingText(plan.feedback)}</span>
              <ButtonLink
                variant="secondary"
                to={`/patient/feedback?plan=${kind}:${encodeURIComponent(plan._id)}`}
                // The visible words first, then which plan (WCAG 2.5.3, label in name).
                aria-label={`${action}: Recommendation ${number}`}
              >
                {action}
              </ButtonLink>
            </Footer>
          </Card>
        );
      })}
      {pageCount > 1 ? (
        <Pagination
          label="Recommendation pages"
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
        />
      ) : null}
    </Stack>
  );
}
