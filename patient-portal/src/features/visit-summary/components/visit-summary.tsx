import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  Button,
  Card,
  ErrorState,
  isApiError,
  Spinner,
  Stack,
  PageHeader,
} from '@careconnect/shared-ui';
import type { VisitSummary as Summary } from '../../../lib/api-types';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { useVisitSummary } from '../api/get-visit-summary';
import { SUMMARY_TEXT } from './visit-summary-text';

/**
 * On paper only the summary: the area's bar, menu and links stay on screen. Mounted with the
 * summary, so no other screen prints differently.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    header, nav, [data-back-link], [data-print-hidden] {
      display: none !important;
    }
    main {
      margin: 0 !important;
      padding: 0 !important;
    }
    body {
      background: #fff !important;
      color: #000 !important;
    }
    section {
      break-inside: avoid;
      box-shadow: none !important;
    }
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const doctorOf = (summary: Summary) =>
  `Dr. ${summary.doctor.firstName} ${summary.doctor.lastName}`.trim();

/** One item of a plan in words: 'Oatmeal · 1 bowl · Breakfast'. */
function itemText(item: Record<string, unknown>): string {
  return Object.values(item)
    .filter((value): value is string | number => ['string', 'number'].includes(typeof value))
    .map(String)
    .filter((value) => value.trim() !== '')
    .join(' · ');
}

/** The URL of the booking screen on the doctor's free times around the follow-up's date. */
export function followUpBookingPath(summary: Summary): string {
  const query = new URLSearchParams({ doctor: summary.doctor._id, date: summary.followUp!.date });
  if (summary.followUp!.kind === 'video') query.set('kind', 'video');
  return `/patient/appointments/book?${query.toString()}`;
}

function SummaryBody({ summary }: { summary: Summary }) {
  const doctor = doctorOf(summary);
  const addenda = (part: 'assessment' | 'plan') =>
    summary.addenda.filter((addendum) => addendum.part === part);
  const section = (part: 'assessment' | 'plan', title: string) => (
    <Card title={title} headingLevel={2}>
      <Stack>
        <Text>{summary[part] || SUMMARY_TEXT.none}</Text>
        {addenda(part).map((addendum) => (
          <Fragment key={addendum._id}>
            <Muted>
              {SUMMARY_TEXT.updates} · {formatDateTime(addendum.createdAt)}
            </Muted>
            <Text>{addendum.text}</Text>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
  return (
    <Stack>
      <div>
        <Text>{SUMMARY_TEXT.intro(doctor, formatLongDate(summary.date))}</Text>
        <Muted>{SUMMARY_TEXT.signed(formatDateTime(summary.signedAt))}</Muted>
      </div>
      {section('assessment', SUMMARY_TEXT.assessment)}
      {section('plan', SUMMARY_TEXT.plan)}
      {summary.plans.length > 0 ? (
        <Card title={SUMMARY_TEXT.plans} headingLevel={2}>
          <Stack>
            {summary.plans.map((plan) => (
              <div key={plan._id}>
                <strong>
                  {plan.kind === 'food' ? SUMMARY_TEXT.foodPlan : SUMMARY_TEXT.sportsPlan}
                </strong>
                <List>
                  {plan.items.map((item, index) => (
                    <li key={index}>{itemText(item)}</li>
                  ))}
                </List>
                {plan.notes ? <Text>{plan.notes}</Text> : null}
              </div>
            ))}
          </Stack>
        </Card>
      ) : null}
      {summary.followUp ? (
        <Card title={SUMMARY_TEXT.followUp} headingLevel={2}>
          <Stack>
            <Text>
              {SUMMARY_TEXT.followUpAsked(
                doctor,
                formatLongDate(summary.followUp.date),
                SUMMARY_TEXT.kinds[summary.followUp.kind],
              )}
            </Text>
            {summary.followUp.booked ? (
              <Muted>{SUMMARY_TEXT.followUpBooked}</Muted>
            ) : (
              <div data-print-hidden>
                <Link to={followUpBookingPath(summary)}>{SUMMARY_TEXT.bookFollowUp}</Link>
              </div>
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

/** The after-visit summary of one appointment, with a printable view. */
export function VisitSummary() {
  const { id = '' } = useParams();
  const summary = useVisitSummary(id);

  let body;
  if (summary.isPending) body = <Spinner label="Loading the visit summary" />;
  else if (summary.isError)
    body =
      isApiError(summary.error) && summary.error.status === 404 ? (
        <Muted>{SUMMARY_TEXT.notReady}</Muted>
      ) : (
        <ErrorState
          message={`Error: ${summary.error.message || 'Failed to fetch the visit summary'}`}
          onRetry={() => void summary.refetch()}
        />
      );
  else body = <SummaryBody summary={summary.data} />;

  return (
    <Stack>
      <PrintStyle />
      <PageHeader
        title={SUMMARY_TEXT.title}
        back={{ to: `/patient/appointments/view/${id}`, label: SUMMARY_TEXT.back }}
        actions={
          summary.isSuccess ? (
            <Button variant="secondary" onClick={() => window.print()} data-print-hidden>
              {SUMMARY_TEXT.print}
            </Button>
          ) : null
        }
      />
      {body}
    </Stack>
  );
}
