import { useEffect } from 'react';
import {
  ButtonLink,
  FormField,
  PageHeader,
  Select,
  SearchField,
  Stack,
  useListState,
  pageCountOf,
} from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { Toolbar } from '../../../components/layout';
import { ListFooter } from '../../../components/list-footer';
import { DELETE_DOCTOR_ERROR } from '../api/delete-doctor';
import { DOCTORS_ERROR, DOCTORS_PAGE_SIZE, useDoctors } from '../api/get-doctors';
import type { ApprovalFilter } from '../api/keys';
import {
  DELETE_DOCTOR_CONSEQUENCE,
  DELETE_DOCTOR_QUESTION,
  DOCTOR_DELETED,
} from './doctor-messages';
import { DoctorDecisionDialog } from './doctor-decision-dialog';
import { DoctorsTable } from './doctors-table';
import { useDoctorActions } from './use-doctor-actions';

const defaults = { approval: '' };

const approvalOptions = [
  { value: 'waiting', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

function approvalFrom(value: string): ApprovalFilter {
  return value === 'approved' || value === 'waiting' || value === 'rejected' ? value : '';
}

/** All Doctors, with the accounts awaiting approval. */
export function DoctorsScreen() {
  const { page, setPage, q, search, setSearch, filters, setFilters } = useListState({ defaults });
  const list = useDoctors({ page, q: q, approval: approvalFrom(filters.approval) });
  const actions = useDoctorActions();

  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total, DOCTORS_PAGE_SIZE);
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) {
      setPage(pageCount, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pageCount, setPage]);

  return (
    <Stack>
      <PageHeader
        title="All Doctors"
        actions={
          <ButtonLink variant="secondary" to="/admin/specializations">
            Specializations
          </ButtonLink>
        }
      />
      <div>
        <Toolbar role="search" aria-label="Filter doctors" onSubmit={(e) => e.preventDefault()}>
          <SearchField
            label="Search"
            placeholder="Name, specialization or hospital"
            value={search}
            onChange={setSearch}
          />
          <FormField label="Status">
            <Select
              value={filters.approval}
              placeholder="All doctors"
              options={approvalOptions}
              onChange={(event) => setFilters({ approval: event.target.value })}
            />
          </FormField>
        </Toolbar>
        <DoctorsTable
          doctors={list.data?.doctors}
          loading={list.isPending}
          error={list.isError ? DOCTORS_ERROR : undefined}
          onRetry={() => void list.refetch()}
          onApprove={actions.askApprove}
          approvingId={actions.approvingId}
          onReject={actions.askReject}
          onDelete={actions.setToDelete}
        />
        {list.data && total > 0 ? (
          <ListFooter
            summary={total === 1 ? '1 doctor' : `${total} doctors`}
            label="Doctors pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </div>
      <DoctorDecisionDialog
        decision={actions.decision}
        busy={actions.deciding}
        onConfirm={() => void actions.confirmDecision()}
        onCancel={actions.cancelDecision}
      />
      <DeleteConfirmation
        open={actions.toDelete !== null}
        question={DELETE_DOCTOR_QUESTION}
        consequence={DELETE_DOCTOR_CONSEQUENCE}
        onDelete={() => actions.remove.mutateAsync(actions.toDelete!._id)}
        failureMessage={DELETE_DOCTOR_ERROR}
        successMessage={DOCTOR_DELETED}
        busy={actions.remove.isPending}
        onClose={() => actions.setToDelete(null)}
      />
    </Stack>
  );
}
