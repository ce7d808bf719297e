import type { ReactNode } from 'react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  Button,
  Card,
  Checkbox,
  errorMessage,
  FieldError,
  Fieldset,
  isApiError,
  notify,
  Spinner,
  StatusBadge,
  ButtonRow,
} from '@careconnect/shared-ui';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@careconnect/shared-ui/forms';
import type { Appointment, Previsit, Question } from '../../../lib/api-types';
import { formatDateTime } from '../../../lib/format';
import { useCheckIn } from '../api/check-in';
import { usePrevisit } from '../api/get-previsit';
import { useSaveAnswers } from '../api/save-answers';
import {
  checkInSchema,
  questionnaireSchema,
  toAnswers,
  toFormValues,
  type CheckInValues,
  type QuestionnaireValues,
} from './previsit-schema';
import { PREVISIT_TEXT as TEXT } from './previsit-text';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Several choices: one checkbox per choice, the list in one formik field. */
function ChoicesField({ question }: { question: Question }) {
  const name = `answers.${question.key}`;
  const [, meta] = useField<string[]>(name);
  const { isSubmitting } = useFormikContext();
  return (
    <Fieldset legend={question.required ? `${question.label} *` : question.label}>
      <Choices>
        {(question.options ?? []).map((option) => (
          <ChoiceBox key={option} name={name} option={option} disabled={isSubmitting} />
        ))}
        {meta.touched && typeof meta.error === 'string' ? (
          <FieldError>{meta.error}</FieldError>
        ) : null}
      </Choices>
    </Fieldset>
  );
}

function ChoiceBox({
  name,
  option,
  disabled,
}: {
  name: string;
  option: string;
  disabled: boolean;
}) {
  const [field] = useField({ name, type: 'checkbox', value: option });
  return <Checkbox {...field} label={option} disabled={disabled} />;
}

function AgreementField({ question }: { question: Question }) {
  const name = `answers.${question.key}`;
  const [, meta] = useField<boolean>(name);
  return (
    <Choices>
      <CheckboxField name={name} label={question.label} />
      {meta.touched && typeof meta.error === 'string' ? (
        <FieldError>{meta.error}</FieldError>
      ) : null}
    </Choices>
  );
}

/** One question as the control its kind asks for. */
export function QuestionField({ question }: { question: Question }) {
  const name = `answers.${question.key}`;
  const common = { name, label: question.label, required: question.required };
  switch (question.kind) {
    case 'shortText':
      return <TextField {...common} maxLength={200} />;
    case 'longText':
      return <TextareaField {...common} rows={3} maxLength={4000} />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'oneChoice':
      return (
        <SelectField
          {...common}
          placeholder={TEXT.choose}
          options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
        />
      );
    case 'severalChoices':
      return <ChoicesField question={question} />;
    case 'yesNo':
      return question.mustAgree ? (
        <AgreementField question={question} />
      ) : (
        <SelectField
          {...common}
          placeholder={TEXT.choose}
          options={[
            { value: 'yes', label: TEXT.yes },
            { value: 'no', label: TEXT.no },
          ]}
        />
      );
  }
}

function DraftButton({ onSave }: { onSave: (values: QuestionnaireValues) => Promise<void> }) {
  const { values, isSubmitting, setSubmitting } = useFormikContext<QuestionnaireValues>();
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={isSubmitting}
      onClick={() => {
        setSubmitting(true);
        void onSave(values).finally(() => setSubmitting(false));
      }}
    >
      {TEXT.saveDraft}
    </Button>
  );
}

function Questionnaire({ appointmentId, previsit }: { appointmentId: string; previsit: Previsit }) {
  const { questionnaire } = previsit;
  const save = useSaveAnswers(appointmentId);
  const questions = questionnaire.questions;

  const send = async (values: QuestionnaireValues, submit: boolean) => {
    try {
      await save.mutateAsync({ answers: toAnswers(questions, values), submit });
      notify.success(submit ? TEXT.sentToast : TEXT.draftToast);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to save your answers'));
    }
  };

  let status: ReactNode = null;
  if (questionnaire.status === 'submitted' && questionnaire.submittedAt)
    status = <Note>{TEXT.sent(formatDateTime(questionnaire.submittedAt))}</Note>;
  else if (questionnaire.status === 'draft') status = <Note>{TEXT.draft}</Note>;

  if (questionnaire.state === 'notOpen')
    return <Note>{TEXT.questionnaireOpens(formatDateTime(questionnaire.opensAt))}</Note>;
  if (questionnaire.state === 'closed')
    return (
      <>
        {status}
        <Note>{TEXT.questionnaireClosed}</Note>
      </>
    );
  const sent = questionnaire.status === 'submitted';
  return (
    <>
      <Note>{TEXT.intro}</Note>
      {status}
      <Formik
        initialValues={toFormValues(questions, questionnaire.answers)}
        validationSchema={questionnaireSchema(questions)}
        onSubmit={(values) => send(values, true)}
        enableReinitialize
      >
        <Form noValidate aria-label={TEXT.questionnaireTitle}>
          {questions.map((question) => (
            <QuestionField key={question.key} question={question} />
          ))}
          <ButtonRow>
            {sent ? null : <DraftButton onSave={(values) => send(values, false)} />}
            <SubmitButton pendingLabel="Saving…">{sent ? TEXT.update : TEXT.send}</SubmitButton>
          </ButtonRow>
        </Form>
      </Formik>
    </>
  );
}

function CheckIn({ appointmentId, previsit }: { appointmentId: string; previsit: Previsit }) {
  const { checkIn, questionnaire } = previsit;
  const mutation = useCheckIn(appointmentId);
  if (checkIn.checkedInAt)
    return (
      <Note>
        <StatusBadge tone="success">{TEXT.checkedInBadge}</StatusBadge>{' '}
        <span>{TEXT.checkedIn(formatDateTime(checkIn.checkedInAt))}</span>
      </Note>
    );
  if (checkIn.state === 'notOpen')
    return <Note>{TEXT.checkInOpens(formatDateTime(checkIn.opensAt))}</Note>;
  if (checkIn.state === 'closed') return <Note>{TEXT.checkInClosed}</Note>;
  if (questionnaire.status !== 'submitted') return <Note>{TEXT.sendFirst}</Note>;

  const submit = async (values: CheckInValues) => {
    try {
      await mutation.mutateAsync({
        phoneNumber: values.phoneNumber.trim(),
        address: values.address.trim(),
        insuranceProvider: values.insuranceProvider.trim(),
        insuranceMemberNumber: values.insuranceMemberNumber.trim(),
      });
      notify.success(TEXT.checkedInToast);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to check in'));
    }
  };
  return (
    <>
      <Note>{TEXT.checkInIntro}</Note>
      <Formik
        initialValues={{ ...checkIn.details, confirmed: false }}
        validationSchema={checkInSchema}
        onSubmit={submit}
      >
        <Form noValidate aria-label={TEXT.checkInTitle}>
          <TextField name="phoneNumber" label={TEXT.phoneNumber} required type="tel" />
          <TextareaField name="address" label={TEXT.address} required rows={2} />
          <TextField name="insuranceProvider" label={TEXT.insuranceProvider} required />
          <TextField name="insuranceMemberNumber" label={TEXT.insuranceMemberNumber} required />
          <AgreementBox />
          <SubmitButton pendingLabel="Checking in…">{TEXT.checkIn}</SubmitButton>
        </Form>
      </Formik>
    </>
  );
}

function AgreementBox() {
  const [, meta] = useField<boolean>('confirmed');
  return (
    <Choices>
      <CheckboxField name="confirmed" label={TEXT.confirm} />
      {meta.touched && typeof meta.error === 'string' ? (
        <FieldError>{meta.error}</FieldError>
      ) : null}
    </Choices>
  );
}

/** The questionnaire and the check-in of one upcoming appointment. */
export function PrevisitCards({ appointment }: { appointment: Appointment }) {
  const upcoming = appointment.status === 'pending' || appointment.status === 'confirmed';
  const { data: previsit, error, isPending } = usePrevisit(appointment._id, upcoming);
  if (!upcoming) return null;
  if (isPending) return <Spinner label="Loading questionnaire" />;
  // Not the patient's to fill (or gone): the appointment's card says enough.
  if (isApiError(error) && error.status === 404) return null;
  if (error || !previsit)
    return (
      <Card title={TEXT.title}>{errorMessage(error, 'Failed to fetch the questionnaire')}</Card>
    );
  return (
    <>
      <Card title={TEXT.questionnaireTitle}>
        <Questionnaire appointmentId={appointment._id} previsit={previsit} />
      </Card>
      <Card title={TEXT.checkInTitle}>
        <CheckIn appointmentId={appointment._id} previsit={previsit} />
      </Card>
    </>
  );
}
