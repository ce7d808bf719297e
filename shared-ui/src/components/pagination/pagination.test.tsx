import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('disables Previous on the first page and moves forward with Next', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and moves back with Previous', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('treats no results as a single page with both buttons disabled', () => {
    renderWithProviders(<Pagination page={1} pageCount={0} onPageChange={jest.fn()} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is a navigation landmark', () => {
    renderWithProviders(<Pagination page={2} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});
