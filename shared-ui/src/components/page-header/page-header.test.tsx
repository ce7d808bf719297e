import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the screen its one h1 and puts the actions beside it', () => {
    renderWithProviders(
      <PageHeader title="Doctors" actions={<button type="button">Add Doctor</button>} />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Doctors');
    const header = heading.closest('header');
    expect(header).toContainElement(screen.getByRole('button', { name: 'Add Doctor' }));
  });

  it('leaves the actions out when there are none', () => {
    const { container } = renderWithProviders(<PageHeader title="Reports" />);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });
});
