import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <Checkbox label="Show Password" onChange={(e) => onChange(e.target.checked)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Show Password' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Show Password'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space bar', async () => {
    renderWithProviders(<Checkbox label="Show Password" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Show Password' })).toBeChecked();
  });
});
