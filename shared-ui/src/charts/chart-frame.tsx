import {
  Component,
  Suspense,
  useId,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import {
  CHART_HEIGHT,
  ChartCard,
  ChartLoading,
  EmptyState,
  VisuallyHidden,
} from '@careconnect/shared-ui';
import { TurnDone, useDrawTurn } from './draw-turns';
import { useNearViewport } from './near-viewport';
/** Spec §2 dashboards: the placeholder of a chart with nothing to draw. */
export const NO_DATA = 'No data';

const Plot = styled.div`
  min-height: ${CHART_HEIGHT}px;
`;

/** Shown (with the numbers as a visible table) when the chart library fails to load or draw. */
export const CHART_FAILED = 'The chart could not be drawn. Here are its numbers.';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const VisibleTable = styled.table`
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td {
    text-align: right;
  }
`;

/** A chart chunk that cannot be fetched, or a drawing that throws, must not take the page down. */
class ChartBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[charts] a chart failed', error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ChartTable {
  /** Header of the label column and of the number column, e.g. ['Day', 'Appointments']. */
  headers: readonly [string, string];
  rows: readonly (readonly [string, number])[];
}

interface ChartFrameProps {
  title: string;
  /** Nothing to draw: 'No data' instead of the chart. */
  empty: boolean;
  /** The chart's numbers, as a table for screen readers. */
  table: ChartTable;
  /** The chart itself (an ApexChart element, loaded lazily). */
  children: ReactNode;
  className?: string;
}

/**
 * A titled card around a chart: 'No data' when empty, a spinner while the chart library loads,
 * and the numbers as a visually hidden table (the drawing itself is hidden from screen readers).
 * If the library cannot be loaded or draw, the numbers are shown as a visible table instead.
 */
export function ChartFrame({ title, empty, table, children, className }: ChartFrameProps) {
  const captionId = useId();
  const [failed, setFailed] = useState(false);
  // Charts draw one at a time, after the page around them has painted (draw-turns.ts), and only
  // once they are about to be seen: on a phone a dashboard's lower charts (and, if none is in
  // view, the chart library itself) wait until the page is scrolled towards them.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const [mayDraw, done] = useDrawTurn(!empty && near);
  const loading = <ChartLoading />;
  const Table = failed ? VisibleTable : 'table';
  const numbers = (
    <Table aria-labelledby={captionId}>
      <caption id={captionId} style={failed ? { textAlign: 'left' } : undefined}>
        {failed ? <VisuallyHidden>{title}</VisuallyHidden> : title}
      </caption>
      <thead>
        <tr>
          <th scope="col">{table.headers[0]}</th>
          <th scope="col">{table.headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );

  let body: ReactNode;
  if (empty) body = <EmptyState message={NO_DATA} />;
  else if (failed)
    body = (
      <>
        <Notice>{CHART_FAILED}</Notice>
        {numbers}
      </>
    );
  else
    body = (
      <>
        <ChartBoundary
          onError={() => {
            done();
            setFailed(true);
          }}
        >
          {mayDraw ? (
            <Suspense fallback={loading}>
              <Plot aria-hidden="true" data-testid="chart-plot">
                {children}
              </Plot>
              <TurnDone onDone={done} />
            </Suspense>
          ) : (
            loading
          )}
        </ChartBoundary>
        <VisuallyHidden as="div">{numbers}</VisuallyHidden>
      </>
    );

  return (
    <ChartCard title={title} className={className}>
      <div ref={place}>{body}</div>
    </ChartCard>
  );
}
