import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  capitalize,
  DataTable,
  type AnyPlan,
  type DataTableColumn,
  orNA,
  planItems,
  type PlanItem,
  type PlanKindDescription,
} from '@careconnect/shared-ui';

// Beside the item columns the notes keep a readable width; on a phone the row is a card and
// they take the card's width (a fixed minimum would push them off the screen).
const Notes = styled.span`
  display: inline-block;

  @media (min-width: 640px) {
    min-width: 14rem;
  }
`;

interface PlanRow {
  key: string;
  /** The plan's number, newest first, shown on its first row only. */
  number: number;
  first: boolean;
  item: PlanItem;
  notes?: string;
}

/** One row per recommended item, grouped by plan: '#' and the notes on a plan's first row. */
function rowsOf(kind: PlanKindDescription, plans: readonly AnyPlan[]) {
  const rows: PlanRow[] = [];
  plans.forEach((plan, planIndex) => {
    planItems(kind, plan).forEach((item, itemIndex) =>
      rows.push({
        key: `${plan._id}-${itemIndex}`,
        number: planIndex + 1,
        first: itemIndex === 0,
        item,
        notes: plan.notes,
      }),
    );
  });
  return rows;
}

function columnsOf(kind: PlanKindDescription): DataTableColumn<PlanRow>[] {
  return [
    { key: 'number', header: '#', render: (row) => (row.first ? row.number : '') },
    ...kind.fields.map((field, index): DataTableColumn<PlanRow> => ({
      key: field.key,
      header: field.plannerHeader,
      render: (row) => {
        const value = row.item[field.key];
        if (index === 0) return value;
        // A chosen value ('moderate') reads as its choice does ('Moderate').
        return orNA(field.options ? capitalize(value) : value);
      },
    })),
    {
      key: 'notes',
      header: 'Notes',
      render: (row) => (row.first ? <Notes>{orNA(row.notes)}</Notes> : ''),
    },
  ];
}

export interface PlansTableProps {
  kind: PlanKindDescription;
  plans: readonly AnyPlan[] | undefined;
  loading: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
}

/**
 * A patient's plans of one kind (spec §2 planner): '#', the kind's item columns (Food Name,
 * Quantity, Time of Day; Sport, Duration, Frequency, Intensity) and the notes.
 */
export function PlansTable({ kind, plans, loading, error, onRetry, caption }: PlansTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columnsOf(kind)}
      rows={plans ? rowsOf(kind, plans) : undefined}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={kind.planner.empty}
    />
  );
}
