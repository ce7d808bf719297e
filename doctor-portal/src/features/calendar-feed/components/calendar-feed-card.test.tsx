import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import {
  doctor,
  doctorApi,
  doctorSession,
  DOCTOR_ID,
  DOCTOR_USER_ID,
} from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import {
  AFTER_APPROVAL,
  AFTER_DETAILS,
  CalendarFeedCard,
  FEED_EXPLAINED,
  KEEP_PRIVATE,
  REPLACE_QUESTION,
  TURN_OFF_QUESTION,
} from './calendar-feed-card';

const FEED = `/api/doctor/calendar-feed/${DOCTOR_ID}`;
const link = (n: number) => `http://localhost:4000/api/calendar/${String(n).repeat(43)}.ics`;

/** A doctor whose link is on or off; POST makes link 1, 2, … and DELETE turns it off. */
function feedApi(active: boolean, api: MockApi = doctorApi()) {
  let on = active;
  let made = 0;
  return api
    .on(`GET ${FEED}`, () => ({ body: { active: on, createdAt: null } }))
    .on(`POST ${FEED}`, () => {
      on = true;
      made += 1;
      return { body: { url: link(made) } };
    })
    .on(`DELETE ${FEED}`, () => {
      on = false;
      return { status: 204 };
    });
}

const render = () => renderWithProviders(<CalendarFeedCard />, { session: doctorSession });

afterEach(() => act(() => resetSession()));

describe('Settings: Calendar feed', () => {
  it('explains the feed and makes a link, shown once with the warning to keep it private', async () => {
    const api = feedApi(false);
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
    expect(screen.getByText(FEED_EXPLAINED)).toBeVisible();
    expect(await screen.findByText('You have no calendar link.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create calendar link' }));
    const field = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(field).toHaveValue(link(1));
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(KEEP_PRIVATE);
    expect(screen.getByText(KEEP_PRIVATE)).toBeVisible();
    expect(await screen.findByText('Your calendar link is on.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace link' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create calendar link' })).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${FEED}`)).toHaveLength(1);
    // No confirmation is needed to make the first link.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('copies the link with the Copy button', async () => {
    feedApi(false);
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(link(1));
    expect(await screen.findByText('Link copied.')).toBeVisible();
  });

  it('without a clipboard, selects the link and says how to copy it', async () => {
    feedApi(false);
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.reject(new Error('not allowed')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText('Press Ctrl+C (⌘C on a Mac) to copy the selected link.'),
    ).toBeVisible();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your calendar link' });
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(link(1).length);
  });

  it('asks before replacing the link; keeping it changes nothing', async () => {
    const api = feedApi(true);
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Your calendar link is on.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Replace calendar link' });
    expect(dialog).toHaveAccessibleDescription(REPLACE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Keep current link' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${FEED}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    dialog = screen.getByRole('alertdialog', { name: 'Replace calendar link' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(link(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${FEED}`)).toHaveLength(1);
  });

  it('asks before turning the link off, then says there is none', async () => {
    const api = feedApi(false);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await screen.findByRole('textbox', { name: 'Your calendar link' });

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn off calendar link' });
    expect(dialog).toHaveAccessibleDescription(TURN_OFF_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(api.callsTo(`DELETE ${FEED}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Turn off' }),
    );
    expect(await screen.findByText('You have no calendar link.')).toBeVisible();
    expect(api.callsTo(`DELETE ${FEED}`)).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  });

  it('shows the server’s sentence when the link cannot be made', async () => {
    feedApi(false).on(`POST ${FEED}`, {
      status: 403,
      body: { message: 'Your doctor account is awaiting administrator approval.' },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your doctor account is awaiting administrator approval.',
    );
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
  });

  it('says when the link was made, when the server knows', async () => {
    doctorApi().on(`GET ${FEED}`, {
      body: { active: true, createdAt: '2026-11-20T09:00:00.000Z' },
    });
    render();
    expect(
      await screen.findByText('Your calendar link is on. It was created on November 20, 2026.'),
    ).toBeVisible();
  });

  it('waits for approval: no buttons, no request for the feed', async () => {
    const api = doctorApi(doctor({ approved: false }));
    render();
    expect(await screen.findByText(AFTER_APPROVAL)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${FEED}`)).toHaveLength(0);
  });

  it('leads a doctor without details to the details form', async () => {
    doctorApi().on(`GET /api/doctor/getDoctorByUser/${DOCTOR_USER_ID}`, {
      status: 404,
      body: { message: 'Doctor not found.' },
    });
    render();
    expect(await screen.findByText(AFTER_DETAILS, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete your doctor details' })).toHaveAttribute(
      'href',
      '/createdoc',
    );
  });
});
