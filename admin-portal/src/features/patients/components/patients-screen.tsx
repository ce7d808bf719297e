import { useEffect, useState } from 'react';
import { PageHeader, SearchField, Stack, useListState, pageCountOf } from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { Toolbar } from '../../../components/layout';
import { ListFooter } from '../../../components/list-footer';
import type { Patient } from '../../../lib/api-types';
import { DELETE_PATIENT_ERROR, useDeletePatient } from '../api/delete-patient';
import { PATIENTS_ERROR, PATIENTS_PAGE_SIZE, usePatients } from '../api/get-patients';
import {
  DELETE_PATIENT_CONSEQUENCE,
  DELETE_PATIENT_QUESTION,
  PATIENT_DELETED,
} from './patient-messages';
import { PatientsTable } from './patients-table';

/** Spec §2 All Patients, paginated and searchable. */
export function PatientsScreen() {
  const { page, setPage, q, search, setSearch } = useListState();
  const list = usePatients({ page, q: q });
  const remove = useDeletePatient();
  const [target, setTarget] = useState<Patient | null>(null);

  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, PATIENTS_PAGE_SIZE);
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) {
      setPage(pageCount, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pageCount, setPage]);

  return (
    <Stack>
      <PageHeader title="All Patients" />
      <div>
        <Toolbar role="search" aria-label="Filter patients" onSubmit={(e) => e.preventDefault()}>
          <SearchField
            label="Search"
            placeholder="Name or email"
            value={search}
            onChange={setSearch}
          />
        </Toolbar>
        <PatientsTable
          patients={list.data?.patients}
          loading={list.isPending}
          error={list.isError ? PATIENTS_ERROR : undefined}
          onRetry={() => void list.refetch()}
          onDelete={setTarget}
        />
        {list.data && total > 0 ? (
          <ListFooter
            summary={total === 1 ? '1 patient' : `${total} patients`}
            label="Patients pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </div>
      <DeleteConfirmation
        open={target !== null}
        question={DELETE_PATIENT_QUESTION}
        consequence={DELETE_PATIENT_CONSEQUENCE}
        onDelete={() => remove.mutateAsync(target!._id)}
        failureMessage={DELETE_PATIENT_ERROR}
        successMessage={PATIENT_DELETED}
        busy={remove.isPending}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
