import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Stack } from '../stack/stack';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the screen its one h1 and puts the actions beside it', () => {
    renderWithProviders(
      <PageHeader title="Doctors" actions={<button type="button">Add Doctor</button>} />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Doctors');
    expect(heading.parentElement).toContainElement(
      screen.getByRole('button', { name: 'Add Doctor' }),
    );
  });

  it('leaves the actions out when there are none', () => {
    renderWithProviders(<PageHeader title="Reports" />);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.children).toHaveLength(1);
  });

  it("puts a sub-page's way back above the title, as one child of the screen's Stack", () => {
    const { container } = renderWithProviders(
      <Stack>
        <PageHeader
          title="Book an Appointment"
          back={{ to: '/patient', label: 'Back to Appointments' }}
        />
        <p>Form</p>
      </Stack>,
    );
    const link = screen.getByRole('link', { name: 'Back to Appointments' });
    expect(link).toHaveAttribute('href', '/patient');
    expect(link.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
