import styled from 'styled-components';
import { Button } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { nextStatusActions, useHasStarted, useStatusChange } from './appointment-status';

const StatusButton = styled(Button)`
  white-space: nowrap;
`;

/** The status buttons of one appointment (its detail screen); Cancel asks first. */
export function AppointmentStatusActions({ appointment }: { appointment: Appointment }) {
  const { busy, sending, request, dialog } = useStatusChange(appointment);
  const actions = nextStatusActions(appointment.status, useHasStarted(appointment));
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((action) => (
        <StatusButton
          key={action.status}
          variant={action.status === 'cancelled' ? 'secondary' : 'primary'}
          disabled={busy}
          loading={sending === action.status}
          onClick={() => request(action)}
        >
          {action.label}
        </StatusButton>
      ))}
      {dialog}
    </>
  );
}
