import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  DataTable,
  type DataTableColumn,
  doctorLabel,
  formatDateTime,
  PageHeader,
  personName,
  StatusBadge,
  Stack,
  useListState,
  pageCountOf,
} from '@careconnect/shared-ui';
import { ListFooter } from '../../../components/list-footer';
import type { EmergencyAccess } from '../../../lib/api-types';
import {
  EMERGENCY_ERROR,
  EMERGENCY_PAGE_SIZE,
  useEmergencyAccesses,
} from '../api/get-emergency-accesses';

export const NO_EMERGENCY_ACCESS = 'No doctor has used emergency access yet.';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
`;

// From 640 px the list is a table: the reason keeps a readable width, a date and its time take
// two lines at most, and long names wrap, so Expires and Status stay in view at 1280 px. Below
// it each row is a card as wide as the phone, where everything wraps.
const Reason = styled.span`
  display: block;
  max-width: 420px;
  white-space: pre-line;
  overflow-wrap: anywhere;

  @media (min-width: 640px) {
    min-width: 180px;
  }
`;

const When = styled.span`
  display: inline-block;

  @media (min-width: 640px) {
    min-width: 8rem;
  }
`;

const columns: DataTableColumn<EmergencyAccess>[] = [
  {
    key: 'doctor',
    header: 'Doctor',
    render: (a) =>
      a.doctor.user ? (
        <Link to={`/admin/doctors/view/${a.doctor._id}`}>{doctorLabel(a.doctor.user)}</Link>
      ) : (
        'Deleted account'
      ),
  },
  {
    key: 'patient',
    header: 'Patient',
    render: (a) =>
      a.patient.user ? (
        <Link to={`/admin/patients/view/${a.patient._id}`}>{personName(a.patient.user)}</Link>
      ) : (
        'Deleted account'
      ),
  },
  { key: 'reason', header: 'Reason', render: (a) => <Reason>{a.reason}</Reason> },
  {
    key: 'granted',
    header: 'Granted',
    render: (a) => <When>{formatDateTime(a.grantedAt)}</When>,
  },
  {
    key: 'expires',
    header: 'Expires',
    render: (a) => <When>{formatDateTime(a.expiresAt)}</When>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (a) => (
      <StatusBadge tone={a.active ? 'danger' : 'neutral'}>
        {a.active ? 'Active' : 'Expired'}
      </StatusBadge>
    ),
  },
];

/** Every emergency access to a patient's record, newest first, for the administrators' review. */
export function EmergencyAccessScreen() {
  const { page, setPage } = useListState();
  const list = useEmergencyAccesses(page);
  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, EMERGENCY_PAGE_SIZE);

  // A page beyond the end (an old link): show the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) {
      setPage(pageCount, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pageCount, setPage]);

  return (
    <Stack>
      <PageHeader title="Emergency access" />
      <div>
        <Intro>
          Doctors open a record outside their care for 24 hours, with a reason. The patient and the
          administrators are told; this list is the record of each access.
        </Intro>
        <DataTable
          caption="Emergency accesses"
          columns={columns}
          rows={list.data?.accesses}
          loading={list.isPending}
          error={list.isError ? EMERGENCY_ERROR : undefined}
          onRetry={() => void list.refetch()}
          emptyText={NO_EMERGENCY_ACCESS}
        />
        {list.data && total > 0 ? (
          <ListFooter
            summary={total === 1 ? '1 emergency access' : `${total} emergency accesses`}
            label="Emergency access pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </div>
    </Stack>
  );
}
