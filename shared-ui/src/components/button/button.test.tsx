import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Button } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    renderWithProviders(<Button onClick={onClick}>Log In</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, showing the pending label', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading loadingText="Logging in..." onClick={onClick}>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button>Show Password</Button>
        <Button type="submit">Submit</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('paints the danger variant in the theme red', () => {
    renderWithProviders(<Button variant="danger">Delete</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Delete' })).backgroundColor).toBe(
      'rgb(180, 35, 24)',
    );
  });
});

describe('ButtonLink', () => {
  it('is a router link', () => {
    renderWithProviders(<ButtonLink to="/admin/appointments/create">Add Appointment</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Add Appointment' })).toHaveAttribute(
      'href',
      '/admin/appointments/create',
    );
  });
});
