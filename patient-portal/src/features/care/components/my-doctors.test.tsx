import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { CareMember } from '../../../lib/api-types';
import {
  drLee,
  drSmith,
  PATIENT_ID,
  patientRoute,
  patientSession,
} from '../../../testing/fixtures';
import { MyDoctors, NO_DOCTORS, NO_REQUESTS } from './my-doctors';

afterEach(() => act(() => resetSession()));

const team = 'GET /api/care/team/:patientId';

function member(overrides: Partial<CareMember> = {}): CareMember {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    patient: PATIENT_ID,
    doctor: {
      _id: drSmith._id,
      specialization: 'Cardiology',
      hospital: 'City Hospital',
      user: drSmith.user,
    },
    status: 'active',
    origin: 'booking',
    startedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

const request = member({
  _id: 'c0000000-0000-4000-8000-000000000002',
  doctor: { _id: drLee._id, specialization: 'Dermatology', user: drLee.user },
  status: 'requested',
  origin: 'request',
  startedAt: undefined,
  requestedAt: '2026-11-20T09:00:00.000Z',
});

const render = () => renderWithProviders(<MyDoctors />, { session: patientSession });

describe('MyDoctors', () => {
  it('lists the care team: name, specialization, since when and how they joined', async () => {
    const api = mockApi({
      ...patientRoute,
      [team]: {
        body: [
          member(),
          member({
            _id: 'c3',
            origin: 'admin',
            doctor: { ...member().doctor, specialization: undefined },
          }),
        ],
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'My doctors' });
    expect(api.callsTo(`GET /api/care/team/${PATIENT_ID}`)).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Doctor', 'Specialization', 'Since', 'How they joined', 'Actions']);
    const [, booked, assigned] = within(table).getAllByRole('row');
    expect(booked).toHaveTextContent('Dr. Gregory Smith');
    expect(booked).toHaveTextContent('Cardiology');
    expect(booked).toHaveTextContent('November 2, 2026');
    expect(booked).toHaveTextContent('You booked an appointment');
    expect(assigned).toHaveTextContent('N/A');
    expect(assigned).toHaveTextContent('Added by an administrator');
    expect(screen.getByText(NO_REQUESTS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/patient/settings',
    );
  });

  it('says when there are no doctors yet', async () => {
    mockApi({ ...patientRoute, [team]: { body: [] } });
    render();
    expect(await screen.findByText(NO_DOCTORS)).toBeInTheDocument();
  });

  it('removes a doctor after a question that says what removal does', async () => {
    const user = userEvent.setup();
    let rows = [member()];
    const api = mockApi({
      ...patientRoute,
      [team]: () => ({ body: rows }),
      'DELETE /api/care/remove/:id': () => {
        rows = [];
        return { body: { message: 'The doctor was removed from the care team.' } };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Remove Dr. Gregory Smith' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Removing Dr. Gregory Smith ends their access to your record and cancels your upcoming appointments with them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Doctor' }));
    expect(api.callsTo(`DELETE /api/care/remove/${member()._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Dr. Gregory Smith' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove Doctor' }),
    );
    expect(
      await screen.findByText('The doctor was removed from the care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/care/remove/${member()._id}`)).toHaveLength(1);
    expect(await screen.findByText(NO_DOCTORS)).toBeInTheDocument();
  });

  it("accepts a doctor's request", async () => {
    const user = userEvent.setup();
    let rows = [request];
    const api = mockApi({
      ...patientRoute,
      [team]: () => ({ body: rows }),
      'PATCH /api/care/accept/:id': () => {
        rows = [{ ...request, status: 'active', startedAt: '2026-11-24T09:00:00.000Z' }];
        return { body: { message: 'The doctor is now in your care team.' } };
      },
    });
    render();
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(requests).toHaveTextContent('Dr. Ann Lee, Dermatology asks to join your care team.');
    expect(requests).toHaveTextContent('Asked on November 20, 2026');
    await user.click(within(requests).getByRole('button', { name: 'Accept Dr. Ann Lee' }));
    expect(await screen.findByText('The doctor is now in your care team.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/care/accept/${request._id}`)).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'My doctors' });
    expect(await within(table).findByText('Dr. Ann Lee')).toBeInTheDocument();
    expect(screen.getByText(NO_REQUESTS)).toBeInTheDocument();
  });

  it("declines a doctor's request", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...patientRoute,
      [team]: { body: [request] },
      'PATCH /api/care/decline/:id': { body: { message: 'Request declined.' } },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Decline Dr. Ann Lee' }));
    expect(await screen.findByText('Request declined.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/care/decline/${request._id}`)).toHaveLength(1);
    expect(api.callsTo('PATCH /api/care/accept/:id')).toHaveLength(0);
  });

  it('shows a failure with Retry', async () => {
    mockApi({ ...patientRoute, [team]: { status: 500, body: { message: 'Database down' } } });
    render();
    expect(await screen.findByText('Error: Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
