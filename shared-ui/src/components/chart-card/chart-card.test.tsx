import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { ChartPlaceholder } from './chart-card';

describe('ChartPlaceholder', () => {
  it('is the titled chart card with a spinner where the drawing will be', () => {
    renderWithProviders(<ChartPlaceholder title="Health by Status" />);
    const card = screen.getByRole('region', { name: 'Health by Status' });
    expect(card).toContainElement(screen.getByRole('heading', { name: 'Health by Status' }));
    expect(card).toContainElement(screen.getByRole('status', { name: 'Loading chart' }));
  });
});
