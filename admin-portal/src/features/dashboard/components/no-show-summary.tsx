import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { addDays, Card, todayIso } from '@careconnect/shared-ui';
import { useNoShows } from '../../reports/api/get-no-shows';
import { rateText } from '../../reports/components/rate-text';

export const NO_SHOW_TITLE = 'No-shows, last 4 weeks';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Figures = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: baseline;

  strong {
    font-size: 1.5rem;
  }
`;

/**
 * The dashboard's no-show line: of the visits of the last 28 days with an outcome, the share the
 * patient missed, and the doctor with the highest rate; per week and per doctor in Reports.
 */
export function NoShowSummary() {
  const to = todayIso();
  const from = addDays(to, -27);
  const figures = useNoShows({ from, to }, true);
  const data = figures.data;
  const worst = data?.byDoctor[0];
  let body;
  if (figures.isError) body = <p>Failed to fetch no-show figures</p>;
  else if (!data) body = <Figures aria-busy="true">Loading…</Figures>;
  else if (data.outcomes === 0) body = <p>No visits with an outcome in the last 4 weeks.</p>;
  else
    body = (
      <Figures>
        <strong>{rateText(data.rate)}</strong>
        <span>
          {data.noShows} of {data.outcomes} visits missed
        </span>
        {worst && worst.noShows > 0 ? (
          <span>
            Highest: Dr. {worst.firstName} {worst.lastName}, {rateText(worst.rate)}
          </span>
        ) : null}
      </Figures>
    );
  return (
    <Section title={NO_SHOW_TITLE} aria-label={NO_SHOW_TITLE}>
      {body}
      <Link to={`/admin/reports?from=${from}&to=${to}`}>By week and by doctor in Reports</Link>
    </Section>
  );
}
