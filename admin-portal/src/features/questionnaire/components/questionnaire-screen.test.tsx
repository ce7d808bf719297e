import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { QuestionnaireScreen } from './questionnaire-screen';
import { CHOICES_NEEDED, QUESTION_REQUIRED, QUESTIONS_NEEDED } from './questionnaire-schema';

const route = '/admin/questionnaire';
const render = () =>
  renderWithProviders(<QuestionnaireScreen />, { route, path: route, session: adminSession });

afterEach(() => act(() => resetSession()));

const current = {
  _id: '00000000-0000-4000-8000-0000000000f1',
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  questions: [
    { key: 'allergies', kind: 'shortText', label: 'Allergies', required: false },
    {
      key: 'policy-consent',
      kind: 'yesNo',
      label: "I have read and accept the clinic's policy",
      required: true,
      mustAgree: true,
    },
  ],
};
const versions = [
  {
    _id: current._id,
    version: 1,
    questionCount: 2,
    answerCount: 4,
    createdAt: current.createdAt,
  },
];

describe('Pre-visit questionnaire', () => {
  it('shows the current questions and the versions; checks a new question before publishing', async () => {
    const api = mockApi({
      'GET /api/questionnaire': { body: current },
      'GET /api/questionnaire/versions': { body: versions },
      'POST /api/questionnaire': { status: 201, body: { ...current, version: 2 } },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByDisplayValue('Allergies')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Current version: 1' })).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^1\s?2\s?4/);

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const third = screen.getByRole('listitem', { name: 'Question 3' });
    await user.selectOptions(within(third).getByLabelText('Answer kind'), 'oneChoice');
    await user.click(screen.getByRole('button', { name: 'Publish New Version' }));
    expect(await within(third).findByText(QUESTION_REQUIRED)).toBeVisible();
    expect(within(third).getByText(CHOICES_NEEDED)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(third).getByLabelText(/Question 3/), 'How did you hear of us?');
    await user.type(within(third).getByLabelText(/Choices/), 'Friend{Enter}Web{Enter}Friend');
    await user.click(screen.getByRole('button', { name: 'Publish New Version' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      questions: [
        { key: 'allergies', kind: 'shortText', label: 'Allergies', required: false },
        {
          key: 'policy-consent',
          kind: 'yesNo',
          label: "I have read and accept the clinic's policy",
          required: true,
          mustAgree: true,
        },
        {
          kind: 'oneChoice',
          label: 'How did you hear of us?',
          required: false,
          options: ['Friend', 'Web'],
        },
      ],
    });
    expect(await screen.findByText('Version 2 published.')).toBeVisible();
  });

  it('needs at least one question', async () => {
    mockApi({
      'GET /api/questionnaire': { body: { ...current, questions: [current.questions[0]] } },
      'GET /api/questionnaire/versions': { body: versions },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Publish New Version' }));
    expect(await screen.findByText(QUESTIONS_NEEDED)).toBeVisible();
  });
});
