import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { TextInput } from '../text-input/text-input';
import { Textarea } from '../textarea/textarea';
import { FormField } from './form-field';

describe('FormField', () => {
  it('ties the label to the control', async () => {
    renderWithProviders(
      <FormField label="Email">
        <TextInput type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'jane@example.test');
    expect(input).toHaveValue('jane@example.test');
  });

  it('shows the error in red under the field and marks the control invalid', () => {
    renderWithProviders(
      <FormField label="Password" error="Password must be at least 6 characters">
        <TextInput type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Password must be at least 6 characters');
    expect(getComputedStyle(error).color).toBe('rgb(180, 35, 24)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 6 characters');
    // Under the field: the error follows the control in the document.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no error element when there is none', () => {
    renderWithProviders(
      <FormField label="Bio" hint="A few words about you">
        <Textarea />
      </FormField>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('A few words about you');
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field without triggering the browser validation bubble', () => {
    renderWithProviders(
      <FormField label="Date" required>
        <TextInput type="date" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Date/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });
});
