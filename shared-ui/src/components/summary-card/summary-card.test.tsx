import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { SummaryCard } from './summary-card';

describe('SummaryCard', () => {
  it('shows title, value and subtitle', () => {
    renderWithProviders(<SummaryCard title="Appointments" value={21} subtitle="3.0 per day" />);
    expect(screen.getByText('Appointments')).toBeInTheDocument();
    expect(screen.getByText('21')).toBeInTheDocument();
    expect(screen.getByText('3.0 per day')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is one router link when given `to`', () => {
    renderWithProviders(<SummaryCard title="Patients" value={30} to="/admin/patients" />);
    const link = screen.getByRole('link', { name: /Patients\s*30/ });
    expect(link).toHaveAttribute('href', '/admin/patients');
  });
});
