import {
  DataTable,
  errorMessage,
  planItems,
  type DataTableColumn,
  type PlanItem,
  type PlanKindDescription,
  Stack,
  PageHeader,
  useListState,
} from '@careconnect/shared-ui';
import { orNA } from '../../../lib/format';
import { WithPatient } from '../../patient/components/with-patient';
import { usePlans } from '../api/get-plans';
import { PLANS_PAGE_SIZE } from '../api/plan-kinds';
import { PlanList } from './plan-list';

function itemColumns(kind: PlanKindDescription): DataTableColumn<PlanItem>[] {
  return kind.fields.map((field) => ({
    key: field.key,
    header: field.patientHeader,
    render: (item) => orNA(item[field.key]),
  }));
}

function Plans({ kind, patientId }: { kind: PlanKindDescription; patientId: string }) {
  const { page, pageCount, setPage, seeTotal } = useListState({ pageSize: PLANS_PAGE_SIZE });
  const { data, error, isPending, refetch } = usePlans(kind, patientId, {
    page,
    limit: PLANS_PAGE_SIZE,
  });
  seeTotal(data?.total);
  const columns = itemColumns(kind);
  return (
    <PlanList
      kind={kind.kind}
      plans={data?.data}
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      loading={isPending}
      error={error ? `Error: ${errorMessage(error, kind.patient.loadError)}` : undefined}
      onRetry={() => void refetch()}
      emptyText={kind.patient.empty}
      renderItems={(plan, number) => (
        <DataTable
          caption={kind.patient.itemsCaption(number)}
          columns={columns}
          rows={planItems(kind, plan)}
          rowKey={(_, i) => String(i)}
          emptyText={kind.patient.itemsEmpty}
        />
      )}
    />
  );
}

/**
 * Recommended Foods and Recommended Sports (spec §2): the patient's plans of one kind, numbered,
 * newest first, each with its date in long US form; the kind's description gives the words.
 */
export function RecommendedPlans({ kind }: { kind: PlanKindDescription }) {
  return (
    <Stack>
      <PageHeader title={kind.patient.title} />
      <WithPatient>{(patientId) => <Plans kind={kind} patientId={patientId} />}</WithPatient>
    </Stack>
  );
}
