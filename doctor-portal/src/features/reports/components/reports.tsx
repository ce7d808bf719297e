import {
  appointmentStatusLabel,
  Button,
  complaintStatusLabel,
  DataTable,
  type DataTableColumn,
  Stack,
} from '@careconnect/shared-ui';
import type { Doctor, DoctorStats } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDoctorStats } from '../../dashboard/api/get-doctor-stats';

export interface ReportRow {
  section: string;
  figure: string;
  value: string;
}

const orNone = (value: number | null) => (value === null ? 'N/A' : String(value));

/** The dashboard's figures, one per row. */
export function reportRows(stats: DoctorStats): ReportRow[] {
  const { appointments, health, nutrition, sports } = stats;
  return [
    { section: 'Patients', figure: 'My patients', value: String(stats.patients) },
    { section: 'Appointments', figure: 'Total', value: String(appointments.total) },
    {
      section: 'Appointments',
      figure: 'Average per day (last 7 days)',
      value: appointments.averagePerDay.toFixed(1),
    },
    { section: 'Appointments', figure: 'Upcoming', value: String(appointments.upcoming) },
    ...appointments.byStatus.map((s) => ({
      section: 'Appointments',
      figure: appointmentStatusLabel(s.status),
      value: String(s.count),
    })),
    ...appointments.last7Days.map((d) => ({
      section: 'Appointments per day',
      figure: d.date,
      value: String(d.count),
    })),
    { section: 'Health issues', figure: 'Total', value: String(health.total) },
    {
      section: 'Health issues',
      figure: 'Top status',
      value: health.topStatus ? complaintStatusLabel(health.topStatus) : 'N/A',
    },
    ...health.byStatus.map((s) => ({
      section: 'Health issues',
      figure: complaintStatusLabel(s.status),
      value: String(s.count),
    })),
    { section: 'Nutrition', figure: 'Food plans', value: String(nutrition.plans) },
    { section: 'Nutrition', figure: 'Ratings', value: String(nutrition.ratings) },
    { section: 'Nutrition', figure: 'Latest rating', value: orNone(nutrition.latestRating) },
    { section: 'Nutrition', figure: 'Average rating', value: orNone(nutrition.averageRating) },
    { section: 'Sports', figure: 'Sports plans', value: String(sports.plans) },
    { section: 'Sports', figure: 'Ratings', value: String(sports.ratings) },
    { section: 'Sports', figure: 'Latest rating', value: orNone(sports.latestRating) },
    { section: 'Sports', figure: 'Average rating', value: orNone(sports.averageRating) },
  ];
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function toCsv(rows: ReportRow[]): string {
  const lines = [
    ['Section', 'Figure', 'Value'],
    ...rows.map((r) => [r.section, r.figure, r.value]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const columns: DataTableColumn<ReportRow>[] = [
  { key: 'section', header: 'Section' },
  { key: 'figure', header: 'Figure' },
  { key: 'value', header: 'Value', align: 'right' },
];

function ReportTable({ doctor }: { doctor: Doctor }) {
  const stats = useDoctorStats(doctor._id);
  if (isAwaitingApproval(stats.error)) return <ApprovalBanner message={stats.error.message} />;
  const rows = stats.data ? reportRows(stats.data) : undefined;
  return (
    <Stack>
      <div>
        <Button
          variant="secondary"
          disabled={!rows}
          onClick={() => rows && download('careconnect-doctor-report.csv', toCsv(rows))}
        >
          Export CSV
        </Button>
      </div>
      <DataTable
        caption="My figures"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.section}-${row.figure}`}
        loading={stats.isPending}
        error={stats.isError ? `Error: ${stats.error.message}` : undefined}
        onRetry={() => void stats.refetch()}
        emptyText="No data"
      />
    </Stack>
  );
}

/** Reports: the dashboard's figures as a table, exportable as CSV. */
export function Reports() {
  return (
    <DoctorScreen title="Reports" back={{ to: '/doctor/dashboard', label: 'Back to Dashboard' }}>
      {(doctor) => <ReportTable doctor={doctor} />}
    </DoctorScreen>
  );
}
