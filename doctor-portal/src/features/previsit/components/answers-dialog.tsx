import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  ErrorState,
  errorMessage,
  formatDateTime,
  formatLongDate,
  Spinner,
} from '@careconnect/shared-ui';
import type { Previsit } from '../../../lib/api-types';
import { usePrevisit } from '../api/get-previsit';
import { PREVISIT_TEXT as TEXT } from './previsit-text';

const Answers = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: 1.125rem;
`;

type Question = Previsit['questionnaire']['questions'][number];

/** An answer in words: Yes / No, a date, choices joined, or 'Not answered'. */
export function answerText(question: Question, value: unknown): string {
  if (value === undefined || value === null || value === '') return TEXT.notAnswered;
  if (typeof value === 'boolean') return value ? TEXT.yes : TEXT.no;
  if (Array.isArray(value)) return value.length ? value.join(', ') : TEXT.notAnswered;
  if (question.kind === 'date') return formatLongDate(String(value));
  return String(value);
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Answers>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Answers>
  );
}

/** The patient's answers (with the questions of the version they answered) and check-in. */
export function PrevisitAnswers({ previsit }: { previsit: Previsit }) {
  const { questionnaire, checkIn } = previsit;
  let intro: ReactNode;
  if (questionnaire.status === 'notStarted') intro = <Muted>{TEXT.nothingYet}</Muted>;
  else if (questionnaire.status === 'draft') intro = <Muted>{TEXT.draftOnly}</Muted>;
  else
    intro = (
      <Muted>
        {TEXT.sentOn(formatDateTime(questionnaire.submittedAt))} ·{' '}
        {TEXT.version(questionnaire.version)}
      </Muted>
    );
  return (
    <div>
      {intro}
      {questionnaire.status === 'notStarted' ? null : (
        <Pairs
          rows={questionnaire.questions.map((question) => [
            question.label,
            answerText(question, questionnaire.answers[question.key]),
          ])}
        />
      )}
      <Heading>{TEXT.checkInTitle}</Heading>
      {checkIn.checkedInAt ? (
        <>
          <Muted>{TEXT.checkedInOn(formatDateTime(checkIn.checkedInAt))}</Muted>
          <Pairs
            rows={[
              [TEXT.phoneNumber, checkIn.details.phoneNumber],
              [TEXT.address, checkIn.details.address],
              [TEXT.insuranceProvider, checkIn.details.insuranceProvider],
              [TEXT.insuranceMemberNumber, checkIn.details.insuranceMemberNumber],
            ]}
          />
        </>
      ) : (
        <Muted>{TEXT.notCheckedIn}</Muted>
      )}
    </div>
  );
}

function DialogBody({ appointmentId }: { appointmentId: string }) {
  const { data, error, isPending, refetch } = usePrevisit(appointmentId, true);
  if (isPending) return <Spinner label={TEXT.loading} />;
  if (error || !data)
    return (
      <ErrorState
        message={errorMessage(error, 'Failed to fetch the answers')}
        onRetry={() => void refetch()}
      />
    );
  return <PrevisitAnswers previsit={data} />;
}

export interface AnswersDialogProps {
  appointmentId: string;
  who: string;
  open: boolean;
  onClose: () => void;
}

/** The patient's answers beside the visit (each opening is a read, audited); see AnswersButton. */
export function AnswersDialog({ appointmentId, who, open, onClose }: AnswersDialogProps) {
  return (
    <Dialog
      open={open}
      title={`${TEXT.title}: ${who}`}
      onClose={onClose}
      width={640}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {TEXT.close}
        </Button>
      }
    >
      {open ? <DialogBody appointmentId={appointmentId} /> : null}
    </Dialog>
  );
}
