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

  it('while loading shows its title, placeholders instead of figures, and is busy', () => {
    renderWithProviders(
      <>
        <SummaryCard title="Appointments" loading value={21} subtitle="" />
        <SummaryCard title="Doctors" loading to="/admin/doctors" />
      </>,
    );
    const card = screen.getByText('Appointments').parentElement;
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('21')).not.toBeInTheDocument();
    // A value line and a subtitle line, both hidden from screen readers.
    expect(card?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Doctors' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('is not busy once its figures are in', () => {
    renderWithProviders(<SummaryCard title="Appointments" value={0} subtitle="" />);
    expect(screen.getByText('0').parentElement).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('summary-pending')).not.toBeInTheDocument();
  });
});
