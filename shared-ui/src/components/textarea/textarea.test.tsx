import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes several lines of text', async () => {
    renderWithProviders(<Textarea aria-label="Notes" />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'Fasting{enter}Bring previous results');
    expect(notes).toHaveValue('Fasting\nBring previous results');
    expect(notes).toHaveAttribute('rows', '4');
  });
});
