import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  errorMessage,
  FormField,
  formatDateTime,
  notify,
  Textarea,
  Stack,
  ButtonRow,
  FormAlert,
} from '@careconnect/shared-ui';
import type { CareAccess } from '../../../lib/api-types';
import { useGrantEmergencyAccess } from '../api/grant-emergency-access';
import { useRequestCare } from '../api/request-care';

export const NOT_IN_CARE = 'This patient is not in your care.';
export const ASK_TO_JOIN = 'Ask to join their care team';
export const EMERGENCY_ACCESS = 'Emergency access';
export const REQUEST_WAITING =
  'You asked this patient to join your care team. They have not answered yet.';
export const REASON_REQUIRED = 'Please give the reason for emergency access.';
export const REASON_LENGTH = 'The reason must be 10 to 500 characters long.';
/** The server's limits for a reason (care.schemas.ts). */
const REASON_MIN = 10;
const REASON_MAX = 500;

const Panel = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.colors.warning};

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FormHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.125rem;
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

/** 'Emergency access until Nov 25, 2026, 9:05 AM' above a record opened in an emergency. */
export function EmergencyAccessBanner({ until }: { until: string | undefined }) {
  return (
    <Banner role="status">
      <strong>Emergency access until {formatDateTime(until)}</strong>
      <p>You can read this record; changes need the patient in your care.</p>
    </Banner>
  );
}

function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REASON_REQUIRED;
  if (text.length < REASON_MIN || text.length > REASON_MAX) return REASON_LENGTH;
  return null;
}

/**
 * The reason for emergency access. One field, so plain state rather than formik: the patient
 * screen is part of the area's first chunk, which carries no form library.
 */
function EmergencyAccessForm({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const grant = useGrantEmergencyAccess();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const headingId = useId();
  const error = touched ? reasonError(reason) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reasonError(reason) || sending.current) return;
    sending.current = true;
    setFailure(null);
    grant.mutate(
      { patient: patientId, reason: reason.trim() },
      {
        onSuccess: (access) =>
          notify.success(`Emergency access until ${formatDateTime(access.emergencyUntil)}.`),
        onError: (e) => setFailure(errorMessage(e, 'Failed to open emergency access.')),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <form noValidate onSubmit={submit}>
        <FormHeading id={headingId}>Emergency access</FormHeading>
        <Muted>
          Open this record for 24 hours to read it. Your access and its reason are recorded, and the
          patient and the administrators are told.
        </Muted>
        <FormField
          label="Reason"
          required
          error={error}
          hint="What makes this an emergency (10 to 500 characters)."
        >
          <Textarea
            name="reason"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
        <FormAlert>{failure}</FormAlert>
        <ButtonRow>
          <Button type="submit" variant="danger" loading={grant.isPending} loadingText="Opening…">
            Open record for 24 hours
          </Button>
          <Button variant="secondary" disabled={grant.isPending} onClick={onClose}>
            Cancel
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}

/**
 * A patient outside the doctor's care: no record, but two ways in — ask the patient to join
 * the doctor's care team, or emergency access with a reason.
 */
export function NotInCare({ access }: { access: CareAccess }) {
  const request = useRequestCare();
  const [emergency, setEmergency] = useState(false);
  const asked = access.access === 'requested';

  const ask = () => {
    if (request.isPending) return;
    request.mutate(access.patient, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (e) => notify.error(errorMessage(e, 'Failed to send the request.')),
    });
  };

  return (
    <Stack>
      <Panel title={NOT_IN_CARE}>
        <p>
          Their record opens to the doctors in their care team. Ask them to join yours, or book an
          appointment they can accept. In an emergency you can open the record for 24 hours.
        </p>
        {asked ? <Muted role="status">{REQUEST_WAITING}</Muted> : null}
        <ButtonRow>
          <Button onClick={ask} loading={request.isPending} disabled={asked}>
            {ASK_TO_JOIN}
          </Button>
          <Button variant="danger" aria-expanded={emergency} onClick={() => setEmergency(true)}>
            {EMERGENCY_ACCESS}
          </Button>
        </ButtonRow>
      </Panel>
      {emergency ? (
        <EmergencyAccessForm patientId={access.patient} onClose={() => setEmergency(false)} />
      ) : null}
    </Stack>
  );
}
