import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  errorMessage,
  formatLongDate,
  FormField,
  Spinner,
  Textarea,
  ZoneNote,
} from '@careconnect/shared-ui';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import type { AppointmentLinkView } from '../../../lib/contracts';
import { useAppointmentLink, useAppointmentLinkAction } from '../api/appointment-link';

export const APPOINTMENT_LINK_INCOMPLETE =
  'This link is incomplete. Open the link from the email again.';
export const CONFIRM_INTRO = 'Tell the clinic that you will come to this appointment.';
export const CANCEL_INTRO = 'Cancel this appointment, so that another patient can have the time.';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Done = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

function AppointmentFacts({ view }: { view: AppointmentLinkView }) {
  return (
    <Details>
      <dt>Doctor</dt>
      <dd>{view.doctorName}</dd>
      <dt>Specialization</dt>
      <dd>{view.specialization || 'N/A'}</dd>
      <dt>Date</dt>
      <dd>{formatLongDate(view.date)}</dd>
      <dt>Time</dt>
      <dd>
        {view.timeSlot}
        <ZoneNote zone={view.timeZone} at={view.start ?? undefined} />
      </dd>
    </Details>
  );
}

/**
 * /auth/appointment?token=…, the page of a reminder's Confirm or Cancel link: no sign-in, the
 * signed token is the permission. Opening it acts on nothing (mail scanners open links); the
 * button does, once.
 */
export function AppointmentLinkScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useAppointmentLink(token);
  const act = useAppointmentLinkAction();
  const [reason, setReason] = useState('');
  const view = link.data;

  const submit = () =>
    act
      .mutateAsync(view?.action === 'cancel' && reason.trim() ? { token, reason } : { token })
      .catch(() => undefined);

  const title = !view
    ? 'Your Appointment'
    : view.action === 'confirm'
      ? 'Confirm Appointment'
      : 'Cancel Appointment';

  let body: ReactNode;
  if (!token) body = <FormAlert>{APPOINTMENT_LINK_INCOMPLETE}</FormAlert>;
  else if (link.isPending) body = <Spinner label="Loading appointment" />;
  else if (link.isError || !view) body = <FormAlert>{errorMessage(link.error)}</FormAlert>;
  else if (act.isSuccess || view.state === 'done')
    body = (
      <>
        <AppointmentFacts view={view} />
        <Done role="status">{act.isSuccess ? act.data.message : view.message}</Done>
      </>
    );
  else if (view.action === 'confirm')
    body = (
      <>
        <AppointmentFacts view={view} />
        <FormAlert>{act.isError ? errorMessage(act.error) : null}</FormAlert>
        <FormActions>
          <Button onClick={() => void submit()} loading={act.isPending} block>
            Confirm Appointment
          </Button>
        </FormActions>
      </>
    );
  else
    body = (
      <>
        <AppointmentFacts view={view} />
        {view.cancellingClosed ? (
          <FormAlert>{view.message}</FormAlert>
        ) : (
          <>
            {view.message ? <Notice>{view.message}</Notice> : null}
            <FormField label="Reason (optional)">
              <Textarea
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            <FormAlert>{act.isError ? errorMessage(act.error) : null}</FormAlert>
            <FormActions>
              <Button variant="danger" onClick={() => void submit()} loading={act.isPending} block>
                Cancel Appointment
              </Button>
            </FormActions>
          </>
        )}
      </>
    );

  const open = view && view.state === 'open' && !act.isSuccess;
  return (
    <AuthScreen
      title={title}
      intro={open ? <p>{view.action === 'confirm' ? CONFIRM_INTRO : CANCEL_INTRO}</p> : undefined}
      footer={<Link to="/login">Login to see your appointments</Link>}
    >
      {body}
    </AuthScreen>
  );
}
