import { useMutation } from '@tanstack/react-query';
import { apiRequestWithTotal, appointmentStatusLabel } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { downloadText, toCsv } from '../../../lib/csv';
import type { DateRange } from './keys';

/** The API's largest page. */
export const EXPORT_PAGE_SIZE = 200;
export const EXPORT_ERROR = 'Failed to export appointments';

export const CSV_HEADER = [
  'Date',
  'Time Slot',
  'Patient',
  'Patient Email',
  'Doctor',
  'Specialization',
  'Status',
  'Reason',
  'Notes',
  'Booked At',
] as const;

/** Every appointment of the range, newest first, page by page (GET /api/appointment/all). */
export async function getAllAppointments(
  range: DateRange,
  onProgress?: (loaded: number, total: number) => void,
): Promise<Appointment[]> {
  const rows: Appointment[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await apiRequestWithTotal<Appointment[]>('/api/appointment/all', {
      query: { page, limit: EXPORT_PAGE_SIZE, from: range.from, to: range.to },
      fallbackMessage: EXPORT_ERROR,
    });
    rows.push(...data);
    onProgress?.(rows.length, total);
    if (data.length < EXPORT_PAGE_SIZE || rows.length >= total) return rows;
  }
}

const name = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : '';

/** The export's rows: a header, then one line per appointment. */
export function appointmentsCsv(appointments: readonly Appointment[]): string {
  return toCsv([
    [...CSV_HEADER],
    ...appointments.map((a) => [
      a.date,
      a.timeSlot,
      name(a.patient.user),
      a.patient.user?.email ?? '',
      name(a.doctor.user),
      a.doctor.specialization ?? '',
      appointmentStatusLabel(a.status),
      a.reason ?? '',
      a.notes ?? '',
      a.createdAt,
    ]),
  ]);
}

export function exportFileName(range: DateRange) {
  return `appointments-${range.from}-to-${range.to}.csv`;
}

/** Downloads the range's appointments as a CSV file; resolves with how many rows it holds. */
export async function exportAppointments(
  range: DateRange,
  onProgress?: (loaded: number, total: number) => void,
): Promise<number> {
  const appointments = await getAllAppointments(range, onProgress);
  downloadText(exportFileName(range), appointmentsCsv(appointments));
  return appointments.length;
}

export function useExportAppointments(onProgress?: (loaded: number, total: number) => void) {
  return useMutation({
    mutationFn: (range: DateRange) => exportAppointments(range, onProgress),
  });
}
