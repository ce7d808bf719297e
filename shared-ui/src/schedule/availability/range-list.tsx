import { useId } from 'react';
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Button, FieldError, Select, TextInput } from '@careconnect/shared-ui';
import { RANGE_VISITS, type AvailabilityFormValues, type RangeValues } from './availability-schema';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 8.5rem;
    min-width: 0;
  }
  select {
    width: auto;
  }
  > span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Closed = styled.p`
  margin: 0;
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A text button with a finger-sized target. */
export const TextButton = styled(Button)`
  min-height: 44px;
`;

const Errors = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** Which kinds of visit the range's slots may be. */
function VisitsSelect({ name, label }: { name: string; label: string }) {
  const [field] = useField<string | undefined>(name);
  const { isSubmitting } = useFormikContext();
  return (
    <Select
      {...field}
      value={field.value ?? 'in_person'}
      aria-label={label}
      options={RANGE_VISITS}
      disabled={isSubmitting}
    />
  );
}

function TimeInput({
  name,
  label,
  describedBy,
}: {
  name: string;
  label: string;
  describedBy?: string;
}) {
  const [field, meta] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <TextInput
      {...field}
      type="time"
      step={300}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      disabled={isSubmitting}
    />
  );
}

/** Add a range after the last one (an hour long), or a working day for an empty one. */
function nextRange(ranges: RangeValues[]): RangeValues {
  const last = [...ranges].sort((a, b) => a.start.localeCompare(b.start)).at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last.end)) return { start: '09:00', end: '17:00' };
  const [h, m] = last.end.split(':').map(Number) as [number, number];
  const end = Math.min(h * 60 + m + 60, 23 * 60 + 59);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start: last.end, end: `${pad(Math.floor(end / 60))}:${pad(end % 60)}` };
}

function RangeRow({
  name,
  index,
  of,
  onRemove,
}: {
  name: string;
  index: number;
  of: string;
  onRemove: () => void;
}) {
  const { errors, touched, isSubmitting } = useFormikContext<AvailabilityFormValues>();
  const errorId = useId();
  const messages = (['start', 'end'] as const)
    .filter((part) => getIn(touched, `${name}.${part}`))
    .map((part) => getIn(errors, `${name}.${part}`) as unknown)
    .filter((message): message is string => typeof message === 'string');
  const unique = [...new Set(messages)];
  const position = `${of}, range ${index + 1}`;
  return (
    <li>
      <Row>
        <TimeInput name={`${name}.start`} label={`${position}, from`} describedBy={errorId} />
        <span aria-hidden="true">–</span>
        <TimeInput name={`${name}.end`} label={`${position}, to`} describedBy={errorId} />
        <VisitsSelect name={`${name}.visits`} label={`${position}, kind of visit`} />
        <TextButton
          variant="link"
          aria-label={`Remove range ${index + 1} of ${of}`}
          onClick={onRemove}
          disabled={isSubmitting}
        >
          Remove
        </TextButton>
      </Row>
      {unique.length ? (
        <Errors id={errorId}>
          {unique.map((message) => (
            <FieldError key={message} role="alert">
              {message}
            </FieldError>
          ))}
        </Errors>
      ) : null}
    </li>
  );
}

export interface RangeListProps {
  /** The formik path of the ranges, e.g. 'weekly.0.ranges'. */
  name: string;
  /** What the ranges belong to, for screen readers: 'Monday', 'the hours of 24 Dec 2026'. */
  of: string;
  /** Shown when there is no range. */
  emptyText?: string;
}

/** A day's ranges 'HH:mm'–'HH:mm' with Add range and Remove; errors under each range. */
export function RangeList({ name, of, emptyText = 'Closed' }: RangeListProps) {
  const { values, errors, submitCount, isSubmitting } = useFormikContext<AvailabilityFormValues>();
  const ranges = (getIn(values, name) as RangeValues[] | undefined) ?? [];
  const listError = getIn(errors, name) as unknown;
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <div>
          {ranges.length ? (
            <List>
              {ranges.map((_, index) => (
                <RangeRow
                  // Ranges have no id of their own; their place is their identity here.
                  key={index}
                  name={`${name}.${index}`}
                  index={index}
                  of={of}
                  onRemove={() => helpers.remove(index)}
                />
              ))}
            </List>
          ) : (
            <Closed>{emptyText}</Closed>
          )}
          {typeof listError === 'string' && submitCount > 0 ? (
            <FieldError role="alert">{listError}</FieldError>
          ) : null}
          <TextButton
            variant="link"
            aria-label={`Add range on ${of}`}
            onClick={() => helpers.push(nextRange(ranges))}
            disabled={isSubmitting}
          >
            Add range
          </TextButton>
        </div>
      )}
    </FieldArray>
  );
}
