import { Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, EmptyState, Spinner, VisuallyHidden } from '@careconnect/shared-ui';

export const CHART_HEIGHT = 280;
/** Spec §2 dashboards: the placeholder of a chart with nothing to draw. */
export const NO_DATA = 'No data';

const Plot = styled.div`
  min-height: ${CHART_HEIGHT}px;
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${CHART_HEIGHT}px;
`;

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
 */
export function ChartFrame({ title, empty, table, children, className }: ChartFrameProps) {
  const captionId = useId();
  return (
    <Card title={title} aria-label={title} className={className}>
      {empty ? (
        <EmptyState message={NO_DATA} />
      ) : (
        <>
          <Suspense
            fallback={
              <Loading>
                <Spinner label="Loading chart" />
              </Loading>
            }
          >
            <Plot aria-hidden="true" data-testid="chart-plot">
              {children}
            </Plot>
          </Suspense>
          <VisuallyHidden as="div">
            <table aria-labelledby={captionId}>
              <caption id={captionId}>{title}</caption>
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
            </table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
