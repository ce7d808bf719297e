import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Spec §5: field errors appear in red under the field. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldControlProps {
  id?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control: TextInput, Select, Textarea… It receives id, aria-invalid, aria-describedby. */
  children: ReactElement<FieldControlProps>;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The control's id (generated when absent). */
  id?: string;
  className?: string;
}

/** A label tied to its control, an optional hint, and the error in red under the field. */
export function FormField({
  label,
  children,
  error,
  hint,
  required,
  id,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field${generated.replace(/:/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [children.props['aria-describedby'], hint ? hintId : null, hasError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const control = cloneElement(children, {
    id: controlId,
    // aria-required, not `required`: the form's own messages (spec §5) must show, not the
    // browser's validation bubble.
    'aria-required': required || children.props['aria-required'] || undefined,
    'aria-invalid': hasError ? true : children.props['aria-invalid'],
    'aria-describedby': describedBy,
  });

  return (
    <Field className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {control}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
