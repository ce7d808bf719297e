import {
  ActionMenu,
  Button,
  ButtonLink,
  DataTable,
  type DataTableColumn,
  orNA,
  personName,
} from '@careconnect/shared-ui';
import { EmailText } from '../../../components/email-text';
import { RowActions } from '../../../components/layout';
import { ApprovalBadge } from './approval-badge';
import type { Doctor } from '../../../lib/api-types';
import { NO_DOCTORS } from './doctor-messages';

export interface DoctorsTableProps {
  doctors: Doctor[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  /** Asks first (the screen's dialog). */
  onApprove: (doctor: Doctor) => void;
  approvingId?: string;
  /** Asks first; offered while the doctor waits. */
  onReject: (doctor: Doctor) => void;
  onDelete: (doctor: Doctor) => void;
}

/**
 * All Doctors: Name, Email, Specialization, Status, Actions. A row's next step is its button
 * (Approve while the doctor waits or was rejected, else View); the rest (View, Reject while the
 * doctor waits, Delete last) is in its menu.
 */
export function DoctorsTable({
  doctors,
  loading,
  error,
  onRetry,
  onApprove,
  approvingId,
  onReject,
  onDelete,
}: DoctorsTableProps) {
  const columns: DataTableColumn<Doctor>[] = [
    { key: 'name', header: 'Name', render: (d) => personName(d.user) },
    {
      key: 'email',
      header: 'Email',
      render: (d) => <EmailText text={orNA(d.user?.email)} />,
    },
    { key: 'specialization', header: 'Specialization', render: (d) => orNA(d.specialization) },
    {
      key: 'status',
      header: 'Status',
      render: (d) => <ApprovalBadge approved={d.approved} rejected={d.rejected} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (d) => {
        const name = personName(d.user);
        const view = `/admin/doctors/view/${d._id}`;
        return (
          <RowActions>
            {d.approved ? (
              <ButtonLink variant="secondary" to={view} aria-label={`View ${name}`}>
                View
              </ButtonLink>
            ) : (
              <Button
                onClick={() => onApprove(d)}
                loading={approvingId === d._id}
                aria-label={`Approve ${name}`}
              >
                Approve
              </Button>
            )}
            <ActionMenu
              label={`More actions for ${name}`}
              items={[
                ...(d.approved ? [] : [{ label: 'View', to: view }]),
                ...(d.approved || d.rejected
                  ? []
                  : [{ label: 'Reject', onSelect: () => onReject(d) }]),
                { label: 'Delete', onSelect: () => onDelete(d), danger: true },
              ]}
            />
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
