import { useEffect } from 'react';
import {
  ButtonLink,
  FormField,
  PageHeader,
  Pagination,
  Select,
  SearchField,
  Stack,
} from '@careconnect/shared-ui';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { ListSummary, Toolbar } from '../../../components/layout';
import { pageFrom, useSearchState } from '../../../lib/use-search-state';
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

const defaults = { page: '1', q: '', approval: '' };

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
  const [params, setParams] = useSearchState(defaults);
  const page = pageFrom(params.page);
  const list = useDoctors({ page, q: params.q, approval: approvalFrom(params.approval) });
  const actions = useDoctorActions();

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DOCTORS_PAGE_SIZE));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pageCount) {
      setParams({ page: String(pageCount) });
    }
  }, [list.data, list.isPlaceholderData, page, pageCount, setParams]);

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
            value={params.q}
            onSearch={(q) => setParams({ q, page: '1' })}
          />
          <FormField label="Status">
            <Select
              value={params.approval}
              placeholder="All doctors"
              options={approvalOptions}
              onChange={(event) => setParams({ approval: event.target.value, page: '1' })}
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
          <>
            <ListSummary aria-live="polite">
              {total === 1 ? '1 doctor' : `${total} doctors`}
            </ListSummary>
            <Pagination
              label="Doctors pages"
              page={page}
              pageCount={pageCount}
              disabled={list.isFetching}
              onPageChange={(next) => setParams({ page: String(next) })}
            />
          </>
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
