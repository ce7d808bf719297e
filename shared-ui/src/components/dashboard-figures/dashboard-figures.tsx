import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChartPlaceholder } from '../chart-card/chart-card';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const Figures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* minmax(0, …): a chart's drawing never widens its column past the screen. */
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface DashboardFiguresProps {
  /** The figures are on their way: the cards show placeholders, the charts their frames. */
  loading: boolean;
  /** The summary cards (given `loading` themselves). */
  cards: ReactNode;
  /** The charts' titles, in order: their frames paint before the figures and the charts' code. */
  chartTitles: readonly string[];
  /** The charts (usually a lazy component), drawn once the figures are in. */
  charts: ReactNode;
}

/**
 * A dashboard's cards and charts. While the figures load, the same frame paints with
 * placeholders of the same sizes, so the page shows at once and nothing moves when they arrive.
 */
export function DashboardFigures({ loading, cards, chartTitles, charts }: DashboardFiguresProps) {
  const placeholders = chartTitles.map((title) => <ChartPlaceholder key={title} title={title} />);
  return (
    <Figures aria-busy={loading || undefined}>
      {loading ? (
        <VisuallyHidden role="status" aria-label="Loading dashboard">
          Loading dashboard
        </VisuallyHidden>
      ) : null}
      {cards}
      <Charts>
        {loading ? placeholders : <Suspense fallback={placeholders}>{charts}</Suspense>}
      </Charts>
    </Figures>
  );
}
