import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../card/card';
import { Spinner } from '../spinner/spinner';

/** Height of every dashboard chart's drawing area (and of its place while it loads). */
export const CHART_HEIGHT = 280;

/** The charts' titles (spec §2 dashboards), known before their code or figures arrive. */
export const APPOINTMENTS_CHART_TITLE = 'Appointments in the last 7 days';
export const HEALTH_CHART_TITLE = 'Health by Status';
export const HEALTH_COMPLAINTS_CHART_TITLE = 'Health Complaints by Status';
export const PEOPLE_CHART_TITLE = 'Doctors vs Patients';

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${CHART_HEIGHT}px;
`;

/** The chart's place while something it needs loads: a spinner as tall as the drawing. */
export function ChartLoading() {
  return (
    <Loading>
      <Spinner label="Loading chart" />
    </Loading>
  );
}

export interface ChartCardProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** The titled card a dashboard chart is drawn in, named by its title. */
export function ChartCard({ title, children, className }: ChartCardProps) {
  return (
    <Card title={title} aria-label={title} className={className}>
      {children}
    </Card>
  );
}

/**
 * A chart's card before its figures (or its code) are in: the same title and height as the
 * chart it stands for, so a dashboard paints its frame at once and nothing moves when the charts
 * arrive.
 */
export function ChartPlaceholder({ title }: { title: string }) {
  return (
    <ChartCard title={title}>
      <ChartLoading />
    </ChartCard>
  );
}
