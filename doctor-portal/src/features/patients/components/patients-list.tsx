import {
  ButtonLink,
  DataTable,
  type DataTableColumn,
  orNA,
  Pagination,
  personName,
  SearchField,
  Stack,
  ButtonRow,
  pageCountOf,
  useListState,
} from '@careconnect/shared-ui';
import type { Doctor, Patient } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { PATIENTS_PAGE_SIZE, useDoctorPatients } from '../api/get-doctor-patients';

// Spec §6: a doctor sees their patients but does not delete patient accounts (administrators
// do), so this table has View and no Delete.
const columns: DataTableColumn<Patient>[] = [
  { key: 'name', header: 'Name', render: (p) => personName(p.user) },
  { key: 'email', header: 'Email', render: (p) => orNA(p.user?.email) },
  {
    key: 'actions',
    header: 'Actions',
    render: (p) => (
      <ButtonRow $nowrap>
        <ButtonLink variant="secondary" to={`/doctor/patients/view/${p._id}`}>
          View
        </ButtonLink>
      </ButtonRow>
    ),
  },
];

function PatientsTable({ doctor }: { doctor: Doctor }) {
  const { page, q, search, setSearch, setPage } = useListState();
  const patients = useDoctorPatients(doctor._id, page, q);

  if (isAwaitingApproval(patients.error))
    return <ApprovalBanner message={patients.error.message} />;

  const total = patients.data?.total ?? 0;
  return (
    <Stack>
      <SearchField landmark label="Search by name" value={search} onChange={setSearch} />
      <DataTable
        caption="My patients"
        columns={columns}
        rows={patients.data?.patients}
        loading={patients.isPending}
        error={patients.isError ? `Error: ${patients.error.message}` : undefined}
        onRetry={() => void patients.refetch()}
        emptyText={
          search.trim() ? (
            'No patients found.'
          ) : (
            <>
              No patients found.
              <br />
              {HOW_PATIENTS_ARRIVE}
            </>
          )
        }
      />
      {total > PATIENTS_PAGE_SIZE || page > 1 ? (
        <Pagination
          label="Patients pages"
          page={page}
          pageCount={pageCountOf(total, PATIENTS_PAGE_SIZE)}
          onPageChange={setPage}
          disabled={patients.isFetching}
        />
      ) : null}
    </Stack>
  );
}

/** A new doctor's empty list says how patients reach them (the first-run state). */
export const HOW_PATIENTS_ARRIVE =
  'Patients appear here once they book an appointment with you, or when you or an administrator book one for them. Patients find you by your specialization when they book.';

/** The doctor's patients: those with an appointment or a plan from them. */
export function PatientsList() {
  return (
    <DoctorScreen title="All Patients">
      {(doctor) => <PatientsTable doctor={doctor} />}
    </DoctorScreen>
  );
}
