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
import type { AccessLogEntry } from '../../../lib/api-types';
import { formatDateTime } from '../../../lib/format';
import { ACCESS_LOG_ERROR, useAccessLog } from '../api/get-access-log';
import { ACCESS_LOG_TEXT, accessDescription, roleLabel, whoLabel } from './access-log-text';

export const ACCESS_LOG_PAGE_SIZE = 20;

const Intro = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Reason = styled.span`
  display: block;
  max-width: 40ch;
  overflow-wrap: anywhere;
`;

const columns: DataTableColumn<AccessLogEntry>[] = [
  { key: 'at', header: 'When', render: (e) => formatDateTime(e.at) },
  { key: 'who', header: 'Who', render: whoLabel },
  { key: 'role', header: 'Role', render: (e) => roleLabel(e.role) },
  { key: 'what', header: 'What', render: accessDescription },
  {
    key: 'why',
    header: 'Why',
    render: (e) =>
      e.emergencyReason ? <Reason>Emergency access: “{e.emergencyReason}”</Reason> : '—',
  },
];

/** "Who viewed my record": the patient's view of the audit trail of their record. */
export function AccessLogScreen() {
  const { page, pageCount, setPage, seeTotal } = useListState({ pageSize: ACCESS_LOG_PAGE_SIZE });
  const { data, error, isPending, refetch } = useAccessLog(page, ACCESS_LOG_PAGE_SIZE);
  seeTotal(data?.total);
  return (
    <Stack>
      <PageHeader title={ACCESS_LOG_TEXT.title} />
      <Intro>{ACCESS_LOG_TEXT.intro}</Intro>
      <DataTable
        caption={ACCESS_LOG_TEXT.title}
        columns={columns}
        rows={data?.data}
        loading={isPending}
        error={error ? `Error: ${errorMessage(error, ACCESS_LOG_ERROR)}` : undefined}
        onRetry={() => void refetch()}
        emptyText={ACCESS_LOG_TEXT.empty}
      />
      {pageCount > 1 ? (
        <Pagination
          label="Access log pages"
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      ) : null}
    </Stack>
  );
}
