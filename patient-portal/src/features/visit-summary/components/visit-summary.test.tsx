import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import type { VisitSummary as Summary } from '../../../lib/api-types';
import { drSmith, patientSession } from '../../../testing/fixtures';
import { VisitSummary } from './visit-summary';

const AP = '00000000-0000-4000-8000-0000000000f1';

function summary(overrides: Partial<Summary> = {}): Summary {
  return {
    appointment: AP,
    date: '2026-11-24',
    timeSlot: '10:00 AM - 10:30 AM',
    doctor: { _id: drSmith._id, firstName: 'Gregory', lastName: 'Smith', specialization: 'GP' },
    signedAt: '2026-11-24T10:40:00.000Z',
    assessment: 'Acute bronchitis',
    plan: 'Rest, fluids, inhaler twice a day',
    addenda: [
      {
        _id: '00000000-0000-4000-8000-0000000000f2',
        part: 'plan',
        text: 'Inhaler for ten days instead',
        author: 'Dr. Gregory Smith',
        createdAt: '2026-11-25T08:00:00.000Z',
      },
    ],
    plans: [
      {
        _id: '00000000-0000-4000-8000-0000000000f3',
        kind: 'food',
        items: [{ name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' }],
        createdAt: '2026-11-24T10:35:00.000Z',
      },
    ],
    followUp: {
      date: '2026-12-08',
      kind: 'inPerson',
      requestedAt: '2026-11-24T10:38:00.000Z',
      booked: false,
    },
    ...overrides,
  };
}

const render = () =>
  renderWithProviders(<VisitSummary />, {
    session: patientSession,
    route: `/patient/appointments/${AP}/summary`,
    path: '/patient/appointments/:id/summary',
  });

afterEach(() => act(() => resetSession()));

describe('the after-visit summary', () => {
  it('shows the assessment, the plan with its update, the plans of the day and the follow-up', async () => {
    mockApi({ [`GET /api/appointments/${AP}/summary`]: { body: summary() } });
    render();
    expect(await screen.findByText('Acute bronchitis')).toBeVisible();
    expect(screen.getByRole('heading', { name: "Your doctor's assessment" })).toBeVisible();
    expect(screen.getByText('Inhaler for ten days instead')).toBeVisible();
    expect(screen.getByText('Oatmeal · 1 bowl · Breakfast')).toBeVisible();
    expect(
      screen.getByText(
        'Dr. Gregory Smith would like to see you again around December 8, 2026 (in person).',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book your follow-up' })).toHaveAttribute(
      'href',
      `/patient/appointments/book?doctor=${drSmith._id}&date=2026-12-08`,
    );
  });

  it('a video follow-up books a video visit', async () => {
    const asked = summary().followUp!;
    mockApi({
      [`GET /api/appointments/${AP}/summary`]: {
        body: summary({ followUp: { ...asked, kind: 'video' } }),
      },
    });
    render();
    expect(await screen.findByRole('link', { name: 'Book your follow-up' })).toHaveAttribute(
      'href',
      `/patient/appointments/book?doctor=${drSmith._id}&date=2026-12-08&kind=video`,
    );
  });

  it('Print opens the browser print dialog', async () => {
    mockApi({ [`GET /api/appointments/${AP}/summary`]: { body: summary() } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the summary is not ready yet', async () => {
    render();
    expect(
      await screen.findByText(
        'The summary of this visit is not ready yet. You will be told when it is.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
