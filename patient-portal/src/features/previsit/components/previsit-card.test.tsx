import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import type { Previsit, Question } from '../../../lib/api-types';
import { appointment, patientSession } from '../../../testing/fixtures';
import { PrevisitCards } from './previsit-card';
import {
  AGREEMENT_REQUIRED,
  ANSWER_REQUIRED,
  DATE_INVALID,
  questionnaireSchema,
  toAnswers,
  toFormValues,
} from './previsit-schema';

afterEach(() => act(() => resetSession()));

const questions: Question[] = [
  { key: 'symptoms', kind: 'longText', label: 'Your symptoms', required: true },
  { key: 'since', kind: 'date', label: 'Since when?', required: false },
  {
    key: 'where',
    kind: 'severalChoices',
    label: 'Where?',
    required: false,
    options: ['Head', 'Back'],
  },
  { key: 'smoker', kind: 'yesNo', label: 'Do you smoke?', required: true },
  {
    key: 'policy-consent',
    kind: 'yesNo',
    label: "I have read and accept the clinic's policy",
    required: true,
    mustAgree: true,
  },
];

const previsit = (
  over: Partial<Previsit['questionnaire']> = {},
  checkIn: Partial<Previsit['checkIn']> = {},
): Previsit => ({
  appointment: appointment()._id,
  patient: 'p',
  start: '2026-11-24T10:00:00.000Z',
  questionnaire: {
    state: 'open',
    opensAt: '2026-11-21T10:00:00.000Z',
    status: 'notStarted',
    version: 1,
    questions,
    answers: {},
    ...over,
  },
  checkIn: {
    state: 'notOpen',
    opensAt: '2026-11-23T10:00:00.000Z',
    details: {
      phoneNumber: '+1 555 0100',
      address: '',
      insuranceProvider: '',
      insuranceMemberNumber: '',
    },
    ...checkIn,
  },
});

const render = () =>
  renderWithProviders(<PrevisitCards appointment={appointment()} />, { session: patientSession });

describe('the questionnaire form', () => {
  it('checks required answers, the agreement and dates before sending', async () => {
    const schema = questionnaireSchema(questions);
    const empty = toFormValues(questions, {});
    const errors = await schema
      .validate(empty, { abortEarly: false })
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual([ANSWER_REQUIRED, ANSWER_REQUIRED, AGREEMENT_REQUIRED]);
    const badDate = toFormValues(questions, {
      symptoms: 'Cough',
      since: '2026-02-30',
      smoker: false,
      'policy-consent': true,
    });
    await expect(schema.validate(badDate)).rejects.toThrow(DATE_INVALID);
    const good = toFormValues(questions, {
      symptoms: 'Cough',
      smoker: false,
      where: ['Back'],
      'policy-consent': true,
    });
    await expect(schema.validate(good)).resolves.toBeTruthy();
    expect(toAnswers(questions, good)).toEqual({
      symptoms: 'Cough',
      where: ['Back'],
      smoker: false,
      'policy-consent': true,
    });
  });

  it('says when the questionnaire and the check-in open', async () => {
    mockApi({ 'GET /api/appointments/:id/previsit': { body: previsit({ state: 'notOpen' }) } });
    render();
    expect(
      await screen.findByText(
        /^The questionnaire opens on .*, 72 hours before your appointment\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Check-in opens on .*, 24 hours before your appointment\.$/),
    ).toBeInTheDocument();
  });

  it('shows the messages under the fields and sends nothing until they are answered', async () => {
    const api = mockApi({
      'GET /api/appointments/:id/previsit': { body: previsit() },
      'PUT /api/appointments/:id/previsit/answers': {
        body: previsit({ status: 'submitted', submittedAt: '2026-11-22T09:00:00.000Z' }),
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Questionnaire' }));
    expect(await screen.findAllByText(ANSWER_REQUIRED)).toHaveLength(2);
    expect(screen.getByText(AGREEMENT_REQUIRED)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Your symptoms/), 'Cough');
    await userEvent.selectOptions(screen.getByLabelText(/Do you smoke\?/), 'no');
    await userEvent.click(screen.getByLabelText("I have read and accept the clinic's policy"));
    await userEvent.click(screen.getByRole('button', { name: 'Send Questionnaire' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'PUT')[0]?.body).toEqual({
      answers: { symptoms: 'Cough', smoker: false, 'policy-consent': true },
      submit: true,
    });
    expect(await screen.findByText(/^Sent to the clinic on /)).toBeInTheDocument();
  });

  it('asks for the insurance the profile lacks and the confirmation before checking in', async () => {
    const api = mockApi({
      'GET /api/appointments/:id/previsit': {
        body: previsit(
          { status: 'submitted', submittedAt: '2026-11-22T09:00:00.000Z' },
          { state: 'open' },
        ),
      },
      'POST /api/appointments/:id/check-in': {
        status: 201,
        body: previsit(
          { status: 'submitted' },
          { state: 'open', checkedInAt: '2026-11-24T08:00:00.000Z' },
        ),
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Check In' }));
    for (const message of [
      'Address is required',
      'Insurer is required',
      'Member number is required',
      'Confirm that these details are correct',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 555 0100');
    await userEvent.type(screen.getByLabelText(/Address/), '12 Elm Street');
    await userEvent.type(screen.getByLabelText(/Insurer/), 'Acme Health');
    await userEvent.type(screen.getByLabelText(/Member number/), 'AC-1');
    await userEvent.click(screen.getByLabelText('These contact details and insurance are correct'));
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText(/^You checked in on .*\. See you soon\.$/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      phoneNumber: '+1 555 0100',
      address: '12 Elm Street',
      insuranceProvider: 'Acme Health',
      insuranceMemberNumber: 'AC-1',
    });
  });
});
