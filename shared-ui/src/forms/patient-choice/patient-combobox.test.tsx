import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { answerPatientChoices, mockApi, renderWithProviders } from '../../testing';
import { PatientCombobox, PatientComboboxField, SubmitButton } from '../index';
import { patientChoiceDetail, type PatientChoice } from './patient-choices';

const jane: PatientChoice = {
  _id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Jane',
  lastName: 'Cooper',
  dateOfBirth: '1985-03-04',
  phoneEnding: '42',
  yours: true,
};
const otherJane: PatientChoice = {
  _id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Jane',
  lastName: 'Cooper',
  dateOfBirth: '1990-11-23',
  phoneEnding: '17',
  yours: false,
};
const omar: PatientChoice = {
  _id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Omar',
  lastName: 'Farouk',
  yours: false,
};

function choicesApi(all: PatientChoice[] = [jane, otherJane, omar]) {
  return mockApi({ 'GET /api/patient/choices': answerPatientChoices(all) });
}

const schema = yup.object({ patient: yup.string().required('Patient is required') });

function PlanForm({
  onSubmit,
  patient = '',
}: {
  onSubmit: (id: string) => void;
  patient?: string;
}) {
  return (
    <Formik
      initialValues={{ patient }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values.patient)}
    >
      <Form noValidate>
        <PatientComboboxField />
        <SubmitButton>Submit Recommendation</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('patientChoiceDetail', () => {
  it('reads the birth date in the long format and the phone ending', () => {
    expect(patientChoiceDetail(jane)).toBe('Born March 4, 1985 · phone ending 42');
    expect(patientChoiceDetail({ ...jane, phoneEnding: undefined })).toBe('Born March 4, 1985');
    expect(patientChoiceDetail(omar)).toBe('Date of birth not given');
    expect(patientChoiceDetail({ ...omar, birthYear: 1990 })).toBe('Born 1990');
  });
});

describe('PatientComboboxField', () => {
  it('lists own patients first under headings, each with a second line that tells them apart', async () => {
    choicesApi();
    renderWithProviders(<PlanForm onSubmit={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Patient' });
    expect(input).toHaveAttribute('aria-required', 'true');
    // Spec §2's placeholder, and how to search as the field's description.
    expect(input).toHaveAttribute('placeholder', '-- Select patient --');
    expect(input).toHaveAccessibleDescription(
      'Search by name, phone ending or birth date (YYYY-MM-DD).',
    );
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Patient' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(groups[0]!).getByText('Your patients')).toBeInTheDocument();
    expect(within(groups[0]!).getByRole('option').textContent).toBe(
      'Jane CooperBorn March 4, 1985 · phone ending 42',
    );
    expect(within(groups[1]!).getByText('Other patients')).toBeInTheDocument();
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Jane CooperBorn November 23, 1990 · phone ending 17',
      'Omar FaroukDate of birth not given',
    ]);
  });

  it('searches the server as the user types, and submits the chosen id (keyboard only)', async () => {
    const api = choicesApi();
    const onSubmit = jest.fn();
    renderWithProviders(<PlanForm onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Patient' });
    await userEvent.type(input, 'oma');
    await waitFor(() =>
      expect(api.callsTo('GET /api/patient/choices').map((c) => c.query.get('q'))).toContain('oma'),
    );
    // One search for the pause after typing, not one per key.
    expect(api.callsTo('GET /api/patient/choices').map((c) => c.query.get('q'))).not.toContain(
      'om',
    );
    expect(api.callsTo('GET /api/patient/choices').at(-1)?.query.get('limit')).toBe('20');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Omar Farouk');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(omar._id));
  });

  it('closes on Escape, and keeps the spec message when nothing was chosen', async () => {
    choicesApi();
    const onSubmit = jest.fn();
    renderWithProviders(<PlanForm onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Patient' });
    await userEvent.click(input);
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('Patient is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    choicesApi();
    renderWithProviders(<PlanForm onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Patient' }), 'Zed');
    expect(screen.getByRole('status')).toHaveTextContent('Loading patients…');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No patients match “Zed”'),
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the spec message when the patients cannot be loaded', async () => {
    mockApi({ 'GET /api/patient/choices': { status: 500, body: { message: 'Boom' } } });
    renderWithProviders(<PlanForm onSubmit={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load patients or doctors',
    );
  });

  it('names a patient given in advance, even one the first results do not list', async () => {
    const api = choicesApi([jane, otherJane]);
    api.on('GET /api/patient/choices', ({ query }) =>
      query.get('id') === omar._id ? { body: [omar] } : { body: [jane, otherJane] },
    );
    renderWithProviders(<PlanForm onSubmit={jest.fn()} patient={omar._id} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Patient' })).toHaveValue('Omar Farouk'),
    );
  });
});

describe('PatientCombobox', () => {
  it('asks only for the doctor’s own patients with scope mine, and reports the chosen id', async () => {
    const api = choicesApi([jane]);
    const onChange = jest.fn();
    renderWithProviders(<PatientCombobox value="" onChange={onChange} scope="mine" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Patient' }));
    await userEvent.click(await screen.findByRole('option', { name: /Jane Cooper/ }));
    expect(onChange).toHaveBeenCalledWith(jane._id);
    expect(api.callsTo('GET /api/patient/choices')[0]?.query.get('scope')).toBe('mine');
    // No headings when only one kind of patient is listed.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
