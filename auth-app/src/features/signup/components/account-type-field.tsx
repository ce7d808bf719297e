import { useField, useFormikContext } from 'formik';
import { Fieldset } from '@careconnect/shared-ui';
import styled from 'styled-components';
import type { AccountType } from '../../../lib/contracts';

const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 12px;
  border: ${({ $checked }) => ($checked ? '2px' : '1px')} solid
    ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const OPTIONS: { value: AccountType; label: string }[] = [
  { value: 'patient', label: 'Patient' },
  { value: 'doctor', label: 'Doctor' },
];

/** What kind of account is created: Patient (default) or Doctor. */
export function AccountTypeField({ name }: { name: string }) {
  const [field] = useField<AccountType>(name);
  const { isSubmitting } = useFormikContext();
  return (
    <Fieldset legend="Account type">
      <Choices>
        {OPTIONS.map((option) => (
          <Choice key={option.value} $checked={field.value === option.value}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isSubmitting}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Choices>
    </Fieldset>
  );
}
