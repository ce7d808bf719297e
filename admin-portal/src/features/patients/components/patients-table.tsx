import {
  ActionMenu,
  ButtonLink,
  DataTable,
  type DataTableColumn,
  orNA,
  personName,
} from '@careconnect/shared-ui';
import { EmailText } from '../../../components/email-text';
import { RowActions } from '../../../components/layout';
import type { Patient } from '../../../lib/api-types';
import { NO_PATIENTS } from './patient-messages';

export interface PatientsTableProps {
  patients: Patient[] | undefined;
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  onDelete: (patient: Patient) => void;
}

/** Spec §2 All Patients: Name, Email, Actions (View; Delete in the row's menu). */
export function PatientsTable({ patients, loading, error, onRetry, onDelete }: PatientsTableProps) {
  const columns: DataTableColumn<Patient>[] = [
    { key: 'name', header: 'Name', render: (p) => personName(p.user) },
    {
      key: 'email',
      header: 'Email',
      render: (p) => <EmailText text={orNA(p.user?.email)} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (p) => {
        const name = personName(p.user);
        return (
          <RowActions>
            <ButtonLink
              variant="secondary"
              to={`/admin/patients/view/${p._id}`}
              aria-label={`View ${name}`}
            >
              View
            </ButtonLink>
            <ActionMenu
              label={`More actions for ${name}`}
              items={[{ label: 'Delete', onSelect: () => onDelete(p), danger: true }]}
            />
          </RowActions>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={patients}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={NO_PATIENTS}
    />
  );
}
