import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Button, Card, FieldError, Fieldset } from '@careconnect/shared-ui';
import { PatientComboboxField } from '@careconnect/shared-ui/forms';

export const FormCard = styled(Card)`
  max-width: 860px;
`;

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

/**
 * The patient the plan is for: any patient (the server lets a doctor give anyone a plan), the
 * doctor's own first.
 */
export function PlanPatientSelect() {
  return <PatientComboboxField />;
}

/** One repeatable row: a group named 'Food 2', its fields, and its Remove button. */
export function PlanRow({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <Fieldset boxed legend={legend}>
      <Fields>{children}</Fields>
      <Button
        variant="secondary"
        onClick={onRemove}
        disabled={isSubmitting}
        aria-label={removeLabel}
      >
        Remove
      </Button>
    </Fieldset>
  );
}

/** 'At least one … item is required', shown once the form was submitted with no rows. */
export function RowsError({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  if (submitCount === 0 || typeof error !== 'string') return null;
  return <FieldError role="alert">{error}</FieldError>;
}

/** Spec §8: a failed food or sports creation is a browser alert 'Error: ' + the message. */
export function alertFailure(error: unknown) {
  const message = error instanceof Error && error.message ? error.message : 'Request failed';
  window.alert(`Error: ${message}`);
}
