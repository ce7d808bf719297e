import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { CareMember } from '../../../lib/api-types';
import { adminSession, doctor, jane, silva, uuid } from '../../../testing/fixtures';
import { CareTeamSection, NO_CARE_TEAM } from './care-team-section';

const okafor = doctor('Chidi', 'Okafor', { specialization: 'Neurology' });

function member(d = silva, extra: Partial<CareMember> = {}): CareMember {
  return {
    _id: uuid(),
    patient: jane._id,
    doctor: { _id: d._id, specialization: d.specialization, user: d.user },
    status: 'active',
    origin: 'booking',
    startedAt: '2026-11-02T09:00:00.000Z',
    ...extra,
  };
}

const render = () =>
  renderWithProviders(<CareTeamSection patientId={jane._id} />, { session: adminSession });

afterEach(() => resetSession());

describe('Care team (admin patient view)', () => {
  it('lists the doctors and pending requests, and offers approved doctors not in the team', async () => {
    const api = mockApi({
      'GET /api/care/team/:patientId': {
        body: [
          member(),
          member(okafor, {
            status: 'requested',
            origin: 'request',
            startedAt: undefined,
            requestedAt: '2026-11-20T09:00:00.000Z',
          }),
        ],
      },
      'GET /api/doctor/all': { body: [silva, okafor], total: 2 },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Doctors and requests' });
    const [, active, requested] = within(table).getAllByRole('row');
    expect(active).toHaveTextContent('Dr. Ana Silva');
    expect(active).toHaveTextContent('In care team');
    expect(active).toHaveTextContent('Patient booked');
    expect(requested).toHaveTextContent('Dr. Chidi Okafor');
    expect(requested).toHaveTextContent('Request pending');
    expect(requested).toHaveTextContent('Asked by the doctor');
    expect(requested).not.toHaveTextContent('patient accepted');
    const choice = await screen.findByLabelText('Assign doctor');
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['-- Select doctor --', 'Dr. Chidi Okafor — Neurology']),
    );
    expect(api.callsTo('GET /api/doctor/all')[0]?.query.get('approved')).toBe('true');
  });

  it('assigns the chosen doctor through POST /api/care/assign', async () => {
    const user = userEvent.setup();
    let team: CareMember[] = [];
    const api = mockApi({
      'GET /api/care/team/:patientId': () => ({ body: team }),
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'POST /api/care/assign': () => {
        team = [member(silva, { origin: 'admin' })];
        return { body: team[0] };
      },
    });
    render();
    expect(await screen.findByText(NO_CARE_TEAM)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign doctor' }));
    expect(await screen.findByText('Choose a doctor to assign.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/care/assign')).toHaveLength(0);

    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Dr. Ana Silva — Cardiology' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Assign doctor'), silva._id);
    await user.click(screen.getByRole('button', { name: 'Assign doctor' }));
    expect(
      await screen.findByText('Dr. Ana Silva was added to the care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/care/assign')[0]?.body).toEqual({
      patient: jane._id,
      doctor: silva._id,
    });
    const table = await screen.findByRole('table', { name: 'Doctors and requests' });
    expect(await within(table).findByText('Assigned by an administrator')).toBeInTheDocument();
  });

  it('removes a doctor after saying what removal does', async () => {
    const user = userEvent.setup();
    const one = member();
    let team = [one];
    const api = mockApi({
      'GET /api/care/team/:patientId': () => ({ body: team }),
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'DELETE /api/care/remove/:id': () => {
        team = [];
        return { body: { message: 'The doctor was removed from the care team.' } };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Remove Dr. Ana Silva' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Dr. Ana Silva loses access to this patient’s record at once, and the patient’s upcoming appointments with them are cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove Doctor' }));
    expect(
      await screen.findByText('The doctor was removed from the care team.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/care/remove/${one._id}`)).toHaveLength(1);
    expect(await screen.findByText(NO_CARE_TEAM)).toBeInTheDocument();
  });
});
