import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Card } from './card';

describe('Card', () => {
  it('shows its title as a heading, its actions and its content', () => {
    renderWithProviders(
      <Card title="Medical Details" actions={<button>Edit</button>}>
        <p>Blood type O+</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Medical Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Blood type O+')).toBeInTheDocument();
  });

  it('can use a level 3 heading and go without one', () => {
    const { rerender } = renderWithProviders(<Card title="Insurance" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Insurance' })).toBeInTheDocument();
    rerender(<Card>plain</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
