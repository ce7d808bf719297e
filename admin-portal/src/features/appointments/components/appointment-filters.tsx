import {
  appointmentStatusLabel,
  Button,
  FormField,
  Select,
  TextInput,
  SearchField,
} from '@careconnect/shared-ui';
import { Toolbar } from '../../../components/layout';
import { APPOINTMENT_STATUSES } from '../../../lib/api-types';

export interface AppointmentFilterValues {
  /** The search in force. */
  q: string;
  status: string;
  from: string;
  to: string;
}

export const statusOptions = APPOINTMENT_STATUSES.map((status) => ({
  value: status,
  label: appointmentStatusLabel(status),
}));

export interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  /** The search as typed. */
  search: string;
  /** Every keystroke (the list sends the search once typing pauses). */
  onSearch: (text: string) => void;
  /** Other filters, or `q: ''` to clear the search with them (Clear filters). */
  onChange: (patch: Partial<AppointmentFilterValues>) => void;
}

/** Search by patient or doctor, filter by status and by date range. */
export function AppointmentFilters({
  values,
  search,
  onSearch,
  onChange,
}: AppointmentFiltersProps) {
  const filtered = Boolean(values.q || values.status || values.from || values.to);
  return (
    <Toolbar role="search" aria-label="Filter appointments" onSubmit={(e) => e.preventDefault()}>
      <SearchField
        label="Search"
        placeholder="Patient or doctor name"
        value={search}
        onChange={onSearch}
      />
      <FormField label="Status">
        <Select
          value={values.status}
          placeholder="All statuses"
          options={statusOptions}
          onChange={(event) => onChange({ status: event.target.value })}
        />
      </FormField>
      <FormField label="From">
        <TextInput
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label="To">
        <TextInput
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
      <div>
        <Button
          variant="secondary"
          disabled={!filtered}
          onClick={() => onChange({ q: '', status: '', from: '', to: '' })}
        >
          Clear filters
        </Button>
      </div>
    </Toolbar>
  );
}
