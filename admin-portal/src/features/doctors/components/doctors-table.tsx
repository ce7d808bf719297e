import {
  Button,
  ButtonLink,
  DataTable,
  type DataTableColumn,
  orNA,
  personName,
} from '@careconnect/shared-ui';
import { RowActions } from '../../../components/layout';
import { ApprovalBadge } from './approval-badge';
import type { Doctor } from '../../../lib/api-types';
import { NO_DOCTORS } from './doctor-messages';

export interface DoctorsTableProps {
  doctors: Doctor[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  onApprove: (doctor: Doctor) => void;
  approvingId?: string;
  onDelete: (doctor: Doctor) => void;
}

/** All Doctors: Name, Email, Specialization, Status, Actions (View, Approve, Delete). */
export function DoctorsTable({
  doctors,
  loading,
  error,
  onRetry,
  onApprove,
  approvingId,
  onDelete,
}: DoctorsTableProps) {
  const columns: DataTableColumn<Doctor>[] = [
    { key: 'name', header: 'Name', render: (d) => personName(d.user) },
    { key: 'email', header: 'Email', render: (d) => orNA(d.user?.email) },
    { key: 'specialization', header: 'Specialization', render: (d) => orNA(d.specialization) },
    { key: 'status', header: 'Status', render: (d) => <ApprovalBadge approved={d.approved} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (d) => {
        const name = personName(d.user);
        return (
          <RowActions>
            <ButtonLink
              variant="secondary"
              to={`/admin/doctors/view/${d._id}`}
              aria-label={`View ${name}`}
            >
              View
            </ButtonLink>
            {d.approved ? null : (
              <Button
                onClick={() => onApprove(d)}
                loading={approvingId === d._id}
                aria-label={`Approve ${name}`}
              >
                Approve
              </Button>
            )}
            <Button variant="danger" onClick={() => onDelete(d)} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={doctors}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={NO_DOCTORS}
    />
  );
}
