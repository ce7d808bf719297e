import { FormField } from '../components/form-field/form-field';
import { Select } from '../components/select/select';
import { specializationOptions, useSpecializations } from './get-specializations';

export const ALL_SPECIALIZATIONS = 'All specializations';

export interface SpecializationSelectProps {
  label?: string;
  hint?: string;
  /** The chosen name ('' for every specialization). */
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}

/** A search by the clinic's list: a patient picks a specialization instead of guessing its words. */
export function SpecializationSelect({
  label = 'Specialization',
  hint,
  value,
  onChange,
  disabled,
}: SpecializationSelectProps) {
  const list = useSpecializations();
  return (
    <FormField label={label} hint={hint}>
      <Select
        value={value}
        disabled={disabled}
        placeholder={ALL_SPECIALIZATIONS}
        options={specializationOptions(list.data, value)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
