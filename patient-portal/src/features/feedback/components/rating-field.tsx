import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { FieldError, Fieldset } from '@careconnect/shared-ui';

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 56px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A 1–5 rating as a group of radio buttons bound to formik (the kit has no radio group). */
export function RatingField({ name, label = 'Rating' }: { name: string; label?: string }) {
  const [field, meta] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const hintId = useId();
  const errorId = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Fieldset
      legend={
        <>
          {label}
          <span aria-hidden="true"> *</span>
        </>
      }
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <Scale>
        {[1, 2, 3, 4, 5].map((value) => (
          <Option key={value}>
            <input
              type="radio"
              name={field.name}
              value={String(value)}
              checked={field.value === String(value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={isSubmitting}
              aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            />
            <span aria-hidden="true">{value} ★</span>
          </Option>
        ))}
      </Scale>
      <Hint id={hintId}>1 = poor, 5 = excellent</Hint>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
