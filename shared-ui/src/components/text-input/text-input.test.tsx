import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it.each(['text', 'email', 'password', 'number', 'date', 'tel'] as const)(
    'renders a %s input',
    (type) => {
      renderWithProviders(<TextInput aria-label="Field" type={type} />);
      expect(screen.getByLabelText('Field')).toHaveAttribute('type', type);
    },
  );

  it('is a text input by default and takes typing', async () => {
    renderWithProviders(<TextInput aria-label="Time Slot" placeholder="10:00 AM - 10:30 AM" />);
    const input = screen.getByRole('textbox', { name: 'Time Slot' });
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, '10:00 AM - 10:30 AM');
    expect(input).toHaveValue('10:00 AM - 10:30 AM');
  });

  it('cannot be typed into when disabled', async () => {
    renderWithProviders(<TextInput aria-label="Email" disabled />);
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
