import styled from 'styled-components';
import {
  ActionMenu,
  type ActionMenuItem,
  Button,
  ButtonLink,
  formatDate,
  personName,
  ButtonRow,
} from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { NOTE_STATUSES } from './note-statuses';
import { useHasStarted, nextStatusActions, useStatusChange } from './appointment-status';

const PrimaryButton = styled(Button)`
  white-space: nowrap;
`;

/** The next step of a row's life cycle: Confirm a pending visit, Complete a confirmed one. */
const PRIMARY_STATUSES = new Set(['confirmed', 'completed']);

/** Who and when, as a row's menu button names them. */
export function appointmentSubject(appointment: Appointment): string {
  const when = [formatDate(appointment.date), appointment.timeSlot].filter(Boolean).join(', ');
  return `${personName(appointment.patient.user)}, ${when}`;
}

export interface AppointmentRowActionsProps {
  appointment: Appointment;
  onDelete: (appointment: Appointment) => void;
}

/**
 * One row's actions: its next step as a button (Confirm, Complete once the visit has begun,
 * else View) and a menu for the rest, Delete last and set apart.
 */
export function AppointmentRowActions({ appointment, onDelete }: AppointmentRowActionsProps) {
  const { busy, sending, request, dialog } = useStatusChange(appointment);
  const started = useHasStarted(appointment);
  const actions = nextStatusActions(appointment.status, started);
  const primary = actions.find((action) => PRIMARY_STATUSES.has(action.status));
  const view = `/doctor/appointments/view/${appointment._id}`;

  const items: ActionMenuItem[] = [
    ...(primary ? [{ label: 'View', to: view }] : []),
    { label: 'Update', to: `/doctor/appointments/update/${appointment._id}` },
    ...(started && NOTE_STATUSES.has(appointment.status ?? 'pending')
      ? [{ label: 'Visit note', to: `/doctor/appointments/${appointment._id}/note` }]
      : []),
    ...actions
      .filter((action) => action !== primary)
      .map((action) => ({
        label: action.label,
        onSelect: () => request(action),
        disabled: busy,
      })),
    { label: 'Delete', onSelect: () => onDelete(appointment), danger: true },
  ];

  return (
    <ButtonRow>
      {primary ? (
        <PrimaryButton
          disabled={busy}
          loading={sending === primary.status}
          onClick={() => request(primary)}
        >
          {primary.label}
        </PrimaryButton>
      ) : (
        <ButtonLink variant="secondary" to={view}>
          View
        </ButtonLink>
      )}
      <ActionMenu label={`More actions for ${appointmentSubject(appointment)}`} items={items} />
      {dialog}
    </ButtonRow>
  );
}
