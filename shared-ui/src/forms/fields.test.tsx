import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { renderWithProviders } from '../testing';
import { CheckboxField, SelectField, SubmitButton, TextareaField, TextField } from './index';

const schema = yup.object({
  email: yup.string().required('Email is required').email('Invalid email'),
  patient: yup.string().required('Patient is required'),
  notes: yup.string(),
  remember: yup.boolean(),
});

type Values = yup.InferType<typeof schema>;

function AppointmentForm({
  onSubmit,
}: {
  onSubmit: (values: Values, form: FormikHelpers<Values>) => Promise<void>;
}) {
  return (
    <Formik<Values>
      initialValues={{ email: '', patient: '', notes: '', remember: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextField name="email" label="Email" type="email" />
        <SelectField
          name="patient"
          label="Patient"
          placeholder="-- Select patient --"
          options={[{ value: 'p-1', label: 'Jane Doe' }]}
        />
        <TextareaField name="notes" label="Notes" />
        <CheckboxField name="remember" label="Remember me" />
        <SubmitButton pendingLabel="Submitting…">Submit Appointment</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('formik fields', () => {
  it('shows the schema messages in red under each field after submit', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithProviders(<AppointmentForm onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    const emailError = await screen.findByText('Email is required');
    expect(emailError).toHaveAttribute('role', 'alert');
    expect(getComputedStyle(emailError).color).toBe('rgb(180, 35, 24)');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Patient is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates a field when the user leaves it', async () => {
    renderWithProviders(<AppointmentForm onSubmit={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('submits the values, disabling the controls and showing the pending label meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<AppointmentForm onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('Notes'), 'Fasting');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));

    const pending = await screen.findByRole('button', { name: 'Submitting…' });
    expect(pending).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Patient')).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'jane@example.test', patient: 'p-1', notes: 'Fasting', remember: true },
      expect.anything(),
    );

    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled(),
    );
  });
});

describe('focus after a submit', () => {
  it('goes to the first invalid field when the submit fails validation', async () => {
    renderWithProviders(<AppointmentForm onSubmit={() => Promise.resolve()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    await waitFor(() => expect(screen.getByLabelText('Patient')).toHaveFocus());
  });

  it('goes to the first invalid field when Enter in another field submits', async () => {
    renderWithProviders(<AppointmentForm onSubmit={() => Promise.resolve()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Patient')).toHaveFocus());
    expect(screen.getByText('Patient is required')).toBeInTheDocument();
  });

  it('goes to the field the server found wrong', async () => {
    const onSubmit = async (_values: Values, form: FormikHelpers<Values>) => {
      await Promise.resolve();
      form.setFieldError('email', 'This email is already in use');
    };
    renderWithProviders(<AppointmentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'Jane Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Appointment' }));
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('comes back to the button when a submit that went through left it on the page body', async () => {
    const onSubmit = jest.fn(async () => {
      // What the browser does when the focused control becomes disabled: focus falls to the
      // body (jsdom keeps it on a disabled button; a removed element loses it as in browsers).
      const elsewhere = document.body.appendChild(document.createElement('input'));
      elsewhere.focus();
      elsewhere.remove();
      await Promise.resolve();
    });
    renderWithProviders(<AppointmentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Patient'), 'Jane Doe');
    const submit = screen.getByRole('button', { name: 'Submit Appointment' });
    await userEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(submit).toHaveFocus());
    expect(submit).toBeEnabled();
  });
});
