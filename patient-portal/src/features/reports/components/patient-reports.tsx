import styled from 'styled-components';
import {
  DataTable,
  errorMessage,
  Pagination,
  type DataTableColumn,
  Stack,
  PageHeader,
  useListState,
} from '@careconnect/shared-ui';
import type { HealthComplaint } from '../../../lib/api-types';
import { complaintStatusLabel, formatDateTime, orNA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import { useHealthComplaints } from '../api/get-health-complaints';
import { ReportForm } from './report-form';

export const NO_REPORTS = 'No health reports found.';
export const REPORTS_PAGE_SIZE = 10;

const Description = styled.span`
  display: block;
  max-width: 40ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const columns: DataTableColumn<HealthComplaint>[] = [
  { key: 'subject', header: 'Title', render: (c) => orNA(c.subject) },
  {
    key: 'description',
    header: 'Description',
    render: (c) => <Description>{orNA(c.description)}</Description>,
  },
  { key: 'status', header: 'Status', render: (c) => complaintStatusLabel(c.status) },
  { key: 'createdAt', header: 'Reported', render: (c) => formatDateTime(c.createdAt) },
  { key: 'updatedAt', header: 'Last Update', render: (c) => formatDateTime(c.updatedAt) },
];

function ComplaintList({ patientId }: { patientId: string }) {
  const { page, pageCount, setPage, seeTotal } = useListState({ pageSize: REPORTS_PAGE_SIZE });
  const { data, error, isPending, refetch } = useHealthComplaints(patientId, {
    page,
    limit: REPORTS_PAGE_SIZE,
  });
  seeTotal(data?.total);

  return (
    <Stack>
      <DataTable
        title="My health reports"
        columns={columns}
        rows={data?.data}
        loading={isPending}
        error={
          error ? `Error: ${errorMessage(error, 'Failed to fetch health reports')}` : undefined
        }
        onRetry={() => void refetch()}
        emptyText={NO_REPORTS}
      />
      {pageCount > 1 ? (
        <Pagination label="Report pages" page={page} pageCount={pageCount} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}

/** Reports (spec §2): report a health complaint and follow each one's status. */
export function PatientReports() {
  return (
    <Stack>
      <PageHeader title="Health Reports" />
      <WithPatient>
        {(patientId) => (
          <>
            <ReportForm />
            <ComplaintList patientId={patientId} />
          </>
        )}
      </WithPatient>
    </Stack>
  );
}
