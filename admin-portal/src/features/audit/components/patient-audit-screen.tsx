import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AuditEntry } from '@careconnect/api/contracts';
import {
  DataTable,
  type DataTableColumn,
  formatDateTime,
  PageHeader,
  Pagination,
  personName,
  Stack,
} from '@careconnect/shared-ui';
import { usePatient } from '../../patients/api/get-patient';
import {
  PATIENT_AUDIT_ERROR,
  PATIENT_AUDIT_PAGE_SIZE,
  usePatientAudit,
} from '../api/get-patient-audit';
import { actionLabel, originLabel, recordLabel, roleLabel } from './audit-labels';

export const NO_AUDIT_ENTRIES = 'No one has viewed or changed this patient’s data yet.';

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'when', header: 'When', render: (e) => formatDateTime(e.at) },
  {
    key: 'who',
    header: 'Who',
    render: (e) => (e.actor ? personName(e.actor) : 'Deleted account'),
  },
  { key: 'role', header: 'Role', render: (e) => roleLabel(e.role) },
  { key: 'action', header: 'Action', render: (e) => actionLabel(e.action) },
  { key: 'what', header: 'What', render: (e) => recordLabel(e) },
  { key: 'from', header: 'From', render: (e) => originLabel(e) },
];

/** Who read or changed a patient's data, when and from where (administrators). */
export function PatientAuditScreen() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const patient = usePatient(id);
  const audit = usePatientAudit(id, page);
  const total = audit.data?.total ?? 0;
  const pageCount = Math.ceil(total / PATIENT_AUDIT_PAGE_SIZE);
  const name = patient.data ? personName(patient.data.user) : null;

  return (
    <Stack>
      <PageHeader
        title={name ? `Audit Trail: ${name}` : 'Audit Trail'}
        back={{ to: `/admin/patients/view/${id}`, label: 'Back to Patient Details' }}
      />
      <div>
        <DataTable
          caption="Audit trail"
          columns={columns}
          rows={audit.data?.entries}
          loading={audit.isPending}
          error={audit.isError ? PATIENT_AUDIT_ERROR : undefined}
          onRetry={() => void audit.refetch()}
          emptyText={NO_AUDIT_ENTRIES}
        />
        {pageCount > 1 ? (
          <Pagination
            label="Audit trail pages"
            page={page}
            pageCount={pageCount}
            disabled={audit.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </div>
    </Stack>
  );
}
