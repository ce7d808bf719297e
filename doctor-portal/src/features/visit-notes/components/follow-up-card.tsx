import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  formatDate,
  FormField,
  notify,
  Select,
  TextInput,
  Stack,
  ButtonRow,
  FormAlert,
} from '@careconnect/shared-ui';
import type { FollowUpBody, FollowUpKind, VisitNote } from '../../../lib/api-types';
import { useFollowUpChange } from '../api/follow-ups';
import { NOTE_TEXT } from './visit-note-text';

const WEEKS = [1, 2, 4, 6, 12] as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 160px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The follow-up the doctor asks for: in some weeks or on a date, in person or by video. */
export function FollowUpCard({ note }: { note: VisitNote }) {
  const { ask, remove } = useFollowUpChange(note.appointment);
  const [when, setWhen] = useState('2');
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<FollowUpKind>('inPerson');
  const [error, setError] = useState<string | null>(null);
  const followUp = note.followUp;

  const body = (): FollowUpBody =>
    when === 'date' ? { date, kind } : { weeks: Number(when) as (typeof WEEKS)[number], kind };

  return (
    <Card title={NOTE_TEXT.followUp} headingLevel={2}>
      <Stack>
        {followUp ? (
          <Muted role="status">
            {NOTE_TEXT.followUpAsked(formatDate(followUp.date), NOTE_TEXT.kinds[followUp.kind])}{' '}
            {followUp.booked ? NOTE_TEXT.followUpBooked : NOTE_TEXT.followUpNotBooked}
          </Muted>
        ) : null}
        <Row>
          <FormField label={NOTE_TEXT.followUpWhen}>
            <Select
              name="followUpWhen"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              options={[
                ...WEEKS.map((n) => ({ value: String(n), label: NOTE_TEXT.weeks(n) })),
                { value: 'date', label: NOTE_TEXT.onDate },
              ]}
            />
          </FormField>
          {when === 'date' ? (
            <FormField label={NOTE_TEXT.followUpDate}>
              <TextInput
                type="date"
                name="followUpDate"
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </FormField>
          ) : null}
          <FormField label={NOTE_TEXT.followUpKind}>
            <Select
              name="followUpKind"
              value={kind}
              onChange={(event) => setKind(event.target.value as FollowUpKind)}
              options={[
                { value: 'inPerson', label: NOTE_TEXT.kinds.inPerson },
                { value: 'video', label: NOTE_TEXT.kinds.video },
              ]}
            />
          </FormField>
        </Row>
        <FormAlert>{error}</FormAlert>
        <ButtonRow>
          <Button
            variant="secondary"
            loading={ask.isPending}
            disabled={when === 'date' && date === ''}
            onClick={() => {
              setError(null);
              ask.mutate(body(), { onError: (failure) => setError(failure.message) });
            }}
          >
            {NOTE_TEXT.askFollowUp}
          </Button>
          {followUp ? (
            <Button
              variant="secondary"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, { onError: (failure) => notify.error(failure.message) })
              }
            >
              {NOTE_TEXT.removeFollowUp}
            </Button>
          ) : null}
        </ButtonRow>
      </Stack>
    </Card>
  );
}
