import { lazy, type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { DashboardFigures } from './dashboard-figures';

const TITLES = ['Appointments in the last 7 days', 'Health by Status'];

describe('DashboardFigures', () => {
  it('while loading: busy, announced, and a titled frame with a spinner for every chart', () => {
    renderWithProviders(
      <DashboardFigures
        loading
        cards={<p>cards</p>}
        chartTitles={TITLES}
        charts={<p>never drawn while loading</p>}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(screen.getByText('cards').parentElement).toHaveAttribute('aria-busy', 'true');
    for (const title of TITLES) {
      const frame = screen.getByRole('region', { name: title });
      expect(within(frame).getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    }
    expect(screen.queryByText('never drawn while loading')).not.toBeInTheDocument();
  });

  it('once loaded: the charts, with the frames standing in while their code loads', async () => {
    let arrive!: (module: { default: () => ReactElement }) => void;
    const Charts = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = resolve;
        }),
    );
    renderWithProviders(
      <DashboardFigures
        loading={false}
        cards={<p>cards</p>}
        chartTitles={TITLES}
        charts={<Charts />}
      />,
    );
    expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('cards').parentElement).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('status', { name: 'Loading chart' })).toHaveLength(2);
    arrive({ default: () => <p>the charts</p> });
    expect(await screen.findByText('the charts')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
  });
});
