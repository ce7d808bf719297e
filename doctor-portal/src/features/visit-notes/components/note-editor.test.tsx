import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  deferred,
  renderWithProviders,
  resetSession,
  type MockApi,
  type MockReply,
} from '@careconnect/shared-ui/testing';
import { appointment, doctorApi, doctorSession, visitNote } from '../../../testing/fixtures';
import { NoteEditor } from './note-editor';

const NOTE = '/api/appointments/ap-1/note';
const STALE =
  'This note was changed in another window or by another save. Reload it to see the latest version, then make your change again.';

function renderEditor(api: MockApi) {
  api.on('GET /api/appointment/get/ap-1', {
    body: appointment({ status: 'confirmed', reason: 'Cough' }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/appointments/:id/note" element={<NoteEditor />} />
    </Routes>,
    { route: '/doctor/appointments/ap-1/note', session: doctorSession },
  );
}

/** Answers each save with the next version, as the server does. */
function savesInOrder(api: MockApi) {
  let version = 0;
  api.on(`PUT ${NOTE}`, ({ body }) => {
    version += 1;
    return { body: visitNote({ ...(body as object), version }) };
  });
}

afterEach(() => {
  jest.useRealTimers();
  resetSession();
});

describe('the visit note editor', () => {
  it('saves as the doctor types, after a pause, and says Saving… then Saved', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = doctorApi().on(`GET ${NOTE}`, {
      body: visitNote({ status: 'none', version: 0 }),
    });
    const pending = deferred<MockReply>();
    api.on(`PUT ${NOTE}`, () => pending.promise);
    renderEditor(api);
    const plan = await screen.findByLabelText('Plan');
    fireEvent.change(plan, { target: { value: 'Rest' } });
    expect(api.callsTo(`PUT ${NOTE}`)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(api.callsTo(`PUT ${NOTE}`)).toHaveLength(1);
    expect(api.callsTo(`PUT ${NOTE}`)[0]?.body).toMatchObject({ plan: 'Rest', version: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    pending.resolve({ body: visitNote({ plan: 'Rest', version: 1 }) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });

  it('loses no keystroke typed while a save is on its way, and sends it with the next version', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = doctorApi().on(`GET ${NOTE}`, {
      body: visitNote({ status: 'none', version: 0 }),
    });
    const first = deferred<MockReply>();
    let calls = 0;
    api.on(`PUT ${NOTE}`, ({ body }) => {
      calls += 1;
      if (calls === 1) return first.promise;
      return { body: visitNote({ ...(body as object), version: 2 }) };
    });
    renderEditor(api);
    const plan = await screen.findByLabelText('Plan');
    fireEvent.change(plan, { target: { value: 'Rest' } });
    await act(() => jest.advanceTimersByTimeAsync(900));
    // Typed while the first save waits for its answer.
    fireEvent.change(plan, { target: { value: 'Rest and fluids' } });
    first.resolve({ body: visitNote({ plan: 'Rest', version: 1 }) });
    await act(() => jest.advanceTimersByTimeAsync(900));
    await waitFor(() => expect(api.callsTo(`PUT ${NOTE}`)).toHaveLength(2));
    expect(api.callsTo(`PUT ${NOTE}`)[1]?.body).toMatchObject({
      plan: 'Rest and fluids',
      version: 1,
    });
    // The screen keeps what was typed, not the first answer's text.
    expect(plan).toHaveValue('Rest and fluids');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
  });

  it('a stale save stops saving and says why, with a way to reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const api = doctorApi().on(`GET ${NOTE}`, { body: visitNote({ version: 3 }) });
    api.on(`PUT ${NOTE}`, { status: 409, body: { message: STALE } });
    renderEditor(api);
    const plan = await screen.findByLabelText('Plan');
    fireEvent.change(plan, { target: { value: 'Mine' } });
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(await screen.findByText(`Not saved: ${STALE}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the note' })).toBeVisible();
    expect(plan).toHaveValue('Mine');
    fireEvent.change(plan, { target: { value: 'Mine again' } });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(api.callsTo(`PUT ${NOTE}`)).toHaveLength(1);
  });

  it('fills the four parts from a template', async () => {
    const api = doctorApi().on(`GET ${NOTE}`, {
      body: visitNote({ status: 'none', version: 0 }),
    });
    api.on('GET /api/doctor/note-templates', {
      body: [
        {
          _id: 't-1',
          name: 'Chest infection',
          subjective: 'Cough since:',
          objective: 'Lungs:',
          assessment: 'Bronchitis',
          plan: 'Rest and fluids',
          updatedAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    savesInOrder(api);
    const user = userEvent.setup();
    renderEditor(api);
    await screen.findByRole('option', { name: 'Chest infection' });
    await user.selectOptions(screen.getByLabelText('Template'), 'Chest infection');
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    expect(screen.getByLabelText('Subjective — what the patient says')).toHaveValue('Cough since:');
    expect(screen.getByLabelText('Plan')).toHaveValue('Rest and fluids');
    await waitFor(() => expect(api.callsTo(`PUT ${NOTE}`)).toHaveLength(1), { timeout: 3000 });
    expect(api.callsTo(`PUT ${NOTE}`)[0]?.body).toMatchObject({
      assessment: 'Bronchitis',
      version: 0,
    });
  });

  it('signs after asking, then shows the note as signed with a way to add an addendum', async () => {
    const api = doctorApi().on(`GET ${NOTE}`, {
      body: visitNote({ assessment: 'Bronchitis', plan: 'Rest', version: 4 }),
    });
    api.on(`POST ${NOTE}/sign`, {
      body: visitNote({
        assessment: 'Bronchitis',
        plan: 'Rest',
        version: 4,
        status: 'signed',
        signedAt: '2026-11-24T10:30:00.000Z',
        signedBy: { firstName: 'Ana', lastName: 'Silva' },
      }),
    });
    const user = userEvent.setup();
    renderEditor(api);
    await user.click(await screen.findByRole('button', { name: 'Sign note' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign note' }));
    expect(
      await screen.findByText('Note signed. The patient can now read the visit summary.'),
    ).toBeVisible();
    expect(api.callsTo(`POST ${NOTE}/sign`)[0]?.body).toEqual({ version: 4 });
    expect(await screen.findByText(/^Signed by Dr\. Ana Silva on/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add addendum' })).toBeVisible();
    expect(screen.queryByLabelText('Plan')).not.toBeInTheDocument();
  });
});
