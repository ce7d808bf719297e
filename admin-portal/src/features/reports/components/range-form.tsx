import styled from 'styled-components';
import { addDays, Button, FormField, TextInput, todayIso } from '@careconnect/shared-ui';
import { Toolbar } from '../../../components/layout';
import type { DateRange } from '../api/keys';

export const RANGE_ERROR = 'The start date must be on or before the end date.';

const Presets = styled.div`
  && {
    flex: 0 0 auto;
  }
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RangeFormProps {
  range: DateRange;
  error?: string;
  onChange: (range: DateRange) => void;
}

/** The report's period: two dates and the usual presets. */
export function RangeForm({ range, error, onChange }: RangeFormProps) {
  const today = todayIso();
  return (
    // A group, not a form: the dates apply as they change, there is nothing to submit (and a
    // form may not take the group role).
    <Toolbar as="div" role="group" aria-label="Report period">
      <FormField label="From" error={error}>
        <TextInput
          type="date"
          value={range.from}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
        />
      </FormField>
      <FormField label="To">
        <TextInput
          type="date"
          value={range.to}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
        />
      </FormField>
      <Presets>
        <Button
          variant="secondary"
          onClick={() => onChange({ from: addDays(today, -6), to: today })}
        >
          Last 7 days
        </Button>
        <Button
          variant="secondary"
          onClick={() => onChange({ from: addDays(today, -29), to: today })}
        >
          Last 30 days
        </Button>
      </Presets>
    </Toolbar>
  );
}
