import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Select } from './select';

describe('Select', () => {
  it('starts on the placeholder and lets the user choose an option', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <Select
        aria-label="Patient"
        placeholder="-- Select patient --"
        options={[
          { value: 'p-1', label: 'Jane Doe' },
          { value: 'p-2', label: 'John Roe' },
        ]}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Patient' });
    expect(select).toHaveDisplayValue('-- Select patient --');
    await userEvent.selectOptions(select, 'John Roe');
    expect(select).toHaveValue('p-2');
    expect(onChange).toHaveBeenCalledWith('p-2');
  });

  it('has no empty choice without a placeholder', () => {
    renderWithProviders(
      <Select
        aria-label="Gender"
        options={[
          { value: 'male', label: 'male' },
          { value: 'female', label: 'female' },
        ]}
      />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'male',
      'female',
    ]);
  });
});
