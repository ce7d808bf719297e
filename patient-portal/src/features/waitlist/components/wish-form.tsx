import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Checkbox, FieldError, Fieldset, errorMessage, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import type { JoinWaitlistBody } from '../../../lib/api-types';
import { useJoinWaitlist } from '../api/join-waitlist';
import { emptyWish, wishBody, wishSchema, type WishValues } from './wish-schema';
import { WAITLIST_TEXT, WEEKDAY_NAMES } from './waitlist-text';

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

function DayChoices() {
  const [field, meta] = useField<string[]>('weekDays');
  const { setFieldValue, setFieldTouched, isSubmitting } = useFormikContext<WishValues>();
  const toggle = (day: string, on: boolean) => {
    const next = on ? [...field.value, day] : field.value.filter((d) => d !== day);
    void setFieldValue('weekDays', next);
    void setFieldTouched('weekDays', true, false);
  };
  return (
    <Fieldset legend={WAITLIST_TEXT.daysLegend}>
      <Days>
        {WEEKDAY_NAMES.map((name, i) => {
          const day = String(i + 1);
          return (
            <Checkbox
              key={day}
              label={name}
              checked={field.value.includes(day)}
              disabled={isSubmitting}
              onChange={(event) => toggle(day, event.target.checked)}
            />
          );
        })}
      </Days>
      {meta.touched && typeof meta.error === 'string' ? (
        <FieldError role="alert">{meta.error}</FieldError>
      ) : null}
    </Fieldset>
  );
}

export interface WishFormProps {
  /** Whom or what they wait for: a doctor, a specialization, or an appointment to bring forward. */
  target: Pick<JoinWaitlistBody, 'doctor' | 'specialization' | 'appointment'>;
  submitLabel: string;
  onSaved?: () => void;
}

/** The days, times and last day that suit the patient; saving joins (or changes) their wait. */
export function WishForm({ target, submitLabel, onSaved }: WishFormProps) {
  const join = useJoinWaitlist();
  const submit = async (values: WishValues, helpers: FormikHelpers<WishValues>) => {
    try {
      await join.mutateAsync({ ...target, ...wishBody(values) });
      notify.success(WAITLIST_TEXT.joined);
      onSaved?.();
    } catch (error) {
      const message = errorMessage(error, 'Failed to join the waitlist');
      helpers.setStatus(message);
      notify.error(message);
    }
  };
  return (
    <Formik initialValues={emptyWish} validationSchema={wishSchema} onSubmit={submit}>
      {({ status }) => (
        <Form noValidate aria-label={submitLabel}>
          <DayChoices />
          <Times>
            <TextField name="from" label={WAITLIST_TEXT.from} type="time" required />
            <TextField name="to" label={WAITLIST_TEXT.to} type="time" required />
            <TextField name="until" label={WAITLIST_TEXT.until} type="date" />
          </Times>
          {typeof status === 'string' && status ? (
            <FieldError role="alert">{status}</FieldError>
          ) : null}
          <SubmitButton pendingLabel={WAITLIST_TEXT.saving}>{submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
