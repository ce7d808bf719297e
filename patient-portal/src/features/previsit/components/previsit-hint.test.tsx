import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { appointment, patientSession } from '../../../testing/fixtures';
import { PrevisitHint } from './previsit-hint';

afterEach(() => act(() => resetSession()));

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const render = (start: string, status = 'pending') =>
  renderWithProviders(
    <PrevisitHint appointment={appointment({ start, status: status as 'pending' })} />,
    { session: patientSession },
  );

describe('PrevisitHint', () => {
  it.each([
    [10, 'pending', 'Check-in open'],
    [50, 'confirmed', 'Questionnaire open'],
  ])('in %i hours (%s): %s, linking to the appointment', (hours, status, text) => {
    render(inHours(hours), status);
    expect(screen.getByRole('link', { name: text })).toHaveAttribute(
      'href',
      `/patient/appointments/view/${appointment()._id}`,
    );
  });

  it.each([
    [100, 'pending'],
    [-1, 'pending'],
    [10, 'cancelled'],
  ])('says nothing in %i hours (%s)', (hours, status) => {
    render(inHours(hours), status);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
