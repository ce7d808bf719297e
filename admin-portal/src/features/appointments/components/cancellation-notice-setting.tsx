import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, errorMessage, FormField, notify, TextInput } from '@careconnect/shared-ui';
import { useAppointmentSettings, useSaveAppointmentSettings } from '../api/appointment-settings';

export const NOTICE_TITLE = 'Cancelling online';
export const NOTICE_HINT =
  'Patients cannot cancel online in the last hours before an appointment (0: up to the start). They see this before they try.';
export const NOTICE_INVALID = 'Enter a whole number of hours from 0 to 168.';
export const NOTICE_SAVED = 'Cancellation notice saved.';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  > div {
    margin-bottom: 0;
    width: min(260px, 100%);
  }
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The clinic's cancellation notice: how close to the start patients may still cancel online. */
export function CancellationNoticeSetting() {
  const settings = useAppointmentSettings();
  const save = useSaveAppointmentSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? String(settings.data?.cancellationNoticeHours ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hours = Number(value);
    if (!/^\d{1,3}$/.test(value.trim()) || hours > 168) {
      setError(NOTICE_INVALID);
      return;
    }
    setError(null);
    save.mutate(
      { cancellationNoticeHours: hours },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success(NOTICE_SAVED);
        },
        onError: (failure) => notify.error(errorMessage(failure)),
      },
    );
  };

  return (
    <Section title={NOTICE_TITLE} headingLevel={2}>
      <Row onSubmit={submit} noValidate>
        <FormField label="Hours before the appointment" hint={NOTICE_HINT} error={error}>
          <TextInput
            inputMode="numeric"
            value={value}
            disabled={settings.isPending}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save
        </Button>
      </Row>
    </Section>
  );
}
