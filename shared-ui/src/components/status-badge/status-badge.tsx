import type { ReactNode } from 'react';
import styled from 'styled-components';
import { appointmentStatusLabel, complaintStatusLabel } from '../../format/format';
import {
  appointmentStatusTone,
  complaintStatusTone,
  toneColor,
  type StatusTone,
} from '../../theme/status-tones';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.4;
  text-align: center;
  white-space: nowrap;
`;

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
}

/** A status as a word in a coloured outline (the word carries the meaning, not the colour). */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <Badge $tone={tone} data-tone={tone}>
      {children}
    </Badge>
  );
}

export interface AppointmentStatusBadgeProps {
  /** The appointment's status; Pending when absent (spec §3). */
  status: string | null | undefined;
  /** An area's own words for the status (the colour stays the status's). */
  label?: string;
}

/** An appointment's status in the one colour every area gives it. */
export function AppointmentStatusBadge({ status, label }: AppointmentStatusBadgeProps) {
  return (
    <StatusBadge tone={appointmentStatusTone(status)}>
      {label ?? appointmentStatusLabel(status)}
    </StatusBadge>
  );
}

export const PATIENT_CONFIRMED = 'Confirmed by the patient';

/**
 * The patient said they will come (a reminder's link or their Confirm button): apart from the
 * doctor's confirmation, which is the status. Nothing when they have not.
 */
export function PatientConfirmedBadge({ confirmedAt }: { confirmedAt?: string | null }) {
  if (!confirmedAt) return null;
  return <StatusBadge tone="neutral">{PATIENT_CONFIRMED}</StatusBadge>;
}

/** A health complaint's status ('In review'; Unknown when absent) in its one colour. */
export function ComplaintStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <StatusBadge tone={complaintStatusTone(status)}>{complaintStatusLabel(status)}</StatusBadge>
  );
}
