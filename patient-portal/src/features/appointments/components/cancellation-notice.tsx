import styled from 'styled-components';
import type { Appointment } from '../../../lib/api-types';
import { isCancellable } from '../../../lib/format';
import {
  cancellationNoticeText,
  cancellingClosedText,
  noticeBegun,
  useAppointmentSettings,
} from '../api/get-appointment-settings';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * The clinic's cancellation notice, said before the patient tries: how long online cancelling
 * stays open, or that it has closed (then the Cancel button is not offered).
 */
export function CancellationNotice({ appointment }: { appointment: Appointment }) {
  const hours = useAppointmentSettings().data?.cancellationNoticeHours;
  if (!hours || !isCancellable(appointment.status)) return null;
  return (
    <Note>
      {noticeBegun(hours, appointment.start)
        ? cancellingClosedText(hours)
        : cancellationNoticeText(hours)}
    </Note>
  );
}
