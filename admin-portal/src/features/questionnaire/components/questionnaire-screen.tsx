import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  ErrorState,
  errorMessage,
  FieldError,
  formatDateTime,
  notify,
  PageHeader,
  Spinner,
  Stack,
} from '@careconnect/shared-ui';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@careconnect/shared-ui/forms';
import type { QuestionnaireVersion, QuestionnaireVersionSummary } from '../../../lib/api-types';
import { RowActions } from '../../../components/layout';
import { useQuestionnaire, useQuestionnaireVersions } from '../api/get-questionnaire';
import { usePublishQuestionnaire } from '../api/publish-questionnaire';
import {
  KIND_OPTIONS,
  newQuestion,
  questionnaireSchema,
  toQuestions,
  toValues,
  type QuestionnaireValues,
} from './questionnaire-schema';

export const QUESTIONNAIRE_TITLE = 'Pre-visit questionnaire';
export const QUESTIONNAIRE_INTRO =
  'Patients answer these questions from 72 hours before each appointment. Publishing makes a new version: answers already given keep the questions they answered.';
export const PUBLISHED = (version: number) => `Version ${version} published.`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const QuestionBox = styled.li`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

const Questions = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

function QuestionsError() {
  const { errors, submitCount } = useFormikContext<QuestionnaireValues>();
  return submitCount > 0 && typeof errors.questions === 'string' ? (
    <FieldError>{errors.questions}</FieldError>
  ) : null;
}

function QuestionEditor() {
  const { values } = useFormikContext<QuestionnaireValues>();
  return (
    <FieldArray name="questions">
      {({ push, remove, move }) => (
        <>
          <Questions>
            {values.questions.map((question, index) => {
              const name = `questions.${index}`;
              const number = index + 1;
              const choices = question.kind === 'oneChoice' || question.kind === 'severalChoices';
              return (
                <QuestionBox key={question.key || `new-${index}`} aria-label={`Question ${number}`}>
                  <Row>
                    <TextField name={`${name}.label`} label={`Question ${number}`} required />
                    <SelectField name={`${name}.kind`} label="Answer kind" options={KIND_OPTIONS} />
                  </Row>
                  {choices ? (
                    <TextareaField
                      name={`${name}.options`}
                      label="Choices"
                      hint="One per line."
                      rows={3}
                      required
                    />
                  ) : null}
                  <Flags>
                    <CheckboxField name={`${name}.required`} label="Required" />
                    {question.kind === 'yesNo' ? (
                      <CheckboxField name={`${name}.mustAgree`} label="Only Yes can be sent" />
                    ) : null}
                  </Flags>
                  <RowActions>
                    <Button
                      variant="secondary"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={`Move question ${number} up`}
                    >
                      Up
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === values.questions.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={`Move question ${number} down`}
                    >
                      Down
                    </Button>
                    <Button
                      variant="danger"
                      onClick={() => remove(index)}
                      aria-label={`Remove question ${number}`}
                    >
                      Remove
                    </Button>
                  </RowActions>
                </QuestionBox>
              );
            })}
          </Questions>
          <QuestionsError />
          <RowActions>
            <Button variant="secondary" onClick={() => push(newQuestion())}>
              Add Question
            </Button>
            <SubmitButton pendingLabel="Publishing…">Publish New Version</SubmitButton>
          </RowActions>
        </>
      )}
    </FieldArray>
  );
}

function Editor({ current }: { current: QuestionnaireVersion }) {
  const publish = usePublishQuestionnaire();
  const submit = async (values: QuestionnaireValues) => {
    try {
      const version = await publish.mutateAsync(toQuestions(questionnaireSchema.cast(values)));
      notify.success(PUBLISHED(version.version));
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to publish the questionnaire'));
    }
  };
  return (
    <Card title={`Current version: ${current.version}`}>
      <Formik
        initialValues={toValues(current)}
        validationSchema={questionnaireSchema}
        onSubmit={submit}
        enableReinitialize
      >
        <Form noValidate aria-label="Edit the questionnaire">
          <QuestionEditor />
        </Form>
      </Formik>
    </Card>
  );
}

const versionColumns: DataTableColumn<QuestionnaireVersionSummary>[] = [
  { key: 'version', header: 'Version' },
  { key: 'questionCount', header: 'Questions' },
  { key: 'answerCount', header: 'Appointments answered' },
  { key: 'createdAt', header: 'Published', render: (row) => formatDateTime(row.createdAt) },
];

/** The administrator edits the clinic's pre-visit questions; each save is a new version. */
export function QuestionnaireScreen() {
  const current = useQuestionnaire();
  const versions = useQuestionnaireVersions();
  let editor;
  if (current.isPending) editor = <Spinner label="Loading questionnaire" />;
  else if (current.isError)
    editor = (
      <ErrorState
        message={errorMessage(current.error, 'Failed to fetch the questionnaire')}
        onRetry={() => void current.refetch()}
      />
    );
  else editor = <Editor current={current.data} />;
  return (
    <Stack>
      <PageHeader title={QUESTIONNAIRE_TITLE} />
      <Intro>{QUESTIONNAIRE_INTRO}</Intro>
      {editor}
      <DataTable
        title="Versions"
        caption="Published versions of the questionnaire"
        columns={versionColumns}
        rows={versions.data}
        loading={versions.isPending}
        error={versions.isError ? `Error: ${versions.error.message}` : undefined}
        onRetry={() => void versions.refetch()}
        emptyText="No versions yet."
      />
    </Stack>
  );
}
