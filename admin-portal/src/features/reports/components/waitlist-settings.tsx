import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { Card, ErrorState, errorMessage, notify, Spinner } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { useSaveWaitlistSettings, useWaitlistSettings } from '../api/waitlist-settings';

export const SETTINGS_TEXT = {
  title: 'Earlier-time offer settings',
  minutes: 'Minutes to answer an offer',
  minutesHint: "Never past the time's minimum notice.",
  atOnce: 'Patients offered one time at once',
  save: 'Save Settings',
  saved: 'Offer settings saved.',
  minutesRange: 'Enter between 5 and 10080 minutes',
  atOnceRange: 'Enter between 1 and 50 patients',
};

interface Values {
  offerMinutes: string;
  offersAtOnce: string;
}

const schema = yup.object({
  offerMinutes: yup
    .number()
    .typeError(SETTINGS_TEXT.minutesRange)
    .integer(SETTINGS_TEXT.minutesRange)
    .min(5, SETTINGS_TEXT.minutesRange)
    .max(10080, SETTINGS_TEXT.minutesRange)
    .required(SETTINGS_TEXT.minutesRange),
  offersAtOnce: yup
    .number()
    .typeError(SETTINGS_TEXT.atOnceRange)
    .integer(SETTINGS_TEXT.atOnceRange)
    .min(1, SETTINGS_TEXT.atOnceRange)
    .max(50, SETTINGS_TEXT.atOnceRange)
    .required(SETTINGS_TEXT.atOnceRange),
});

/** How long a patient has to answer an offer, and how many are offered one time at once. */
export function WaitlistSettingsCard() {
  const { data, error, isPending, refetch } = useWaitlistSettings();
  const save = useSaveWaitlistSettings();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await save.mutateAsync({
        offerMinutes: Number(values.offerMinutes),
        offersAtOnce: Number(values.offersAtOnce),
      });
      notify.success(SETTINGS_TEXT.saved);
    } catch (failure) {
      const message = errorMessage(failure, 'Failed to save the offer settings');
      helpers.setStatus(message);
      notify.error(message);
    }
  };
  let body;
  if (isPending) body = <Spinner label="Loading the offer settings" />;
  else if (error)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else
    body = (
      <Formik
        initialValues={{
          offerMinutes: String(data.offerMinutes),
          offersAtOnce: String(data.offersAtOnce),
        }}
        validationSchema={schema}
        onSubmit={submit}
      >
        <Form noValidate aria-label={SETTINGS_TEXT.title}>
          <TextField
            name="offerMinutes"
            label={SETTINGS_TEXT.minutes}
            hint={SETTINGS_TEXT.minutesHint}
            type="number"
            inputMode="numeric"
            required
          />
          <TextField
            name="offersAtOnce"
            label={SETTINGS_TEXT.atOnce}
            type="number"
            inputMode="numeric"
            required
          />
          <SubmitButton pendingLabel="Saving…">{SETTINGS_TEXT.save}</SubmitButton>
        </Form>
      </Formik>
    );
  return <Card title={SETTINGS_TEXT.title}>{body}</Card>;
}
