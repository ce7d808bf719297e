import type { ReactNode } from 'react';
import styled from 'styled-components';
import { capitalize, DataTable, type DataTableColumn, orNA } from '@careconnect/shared-ui';
import type { FoodItem, FoodPlan, SportItem, SportPlan } from '../../../lib/api-types';

// On a phone the table scrolls sideways rather than squeezing the notes into a thin column.
const Notes = styled.span`
  display: inline-block;
  min-width: 14rem;
`;

interface PlanRow<Item> {
  key: string;
  /** The plan's number, newest first, shown on its first row only. */
  number: number;
  first: boolean;
  item: Item;
  notes?: string;
}

/** One row per recommended item, grouped by plan: '#' and the notes on a plan's first row. */
function rowsOf<Plan extends { _id: string; notes?: string }, Item>(
  plans: Plan[],
  itemsOf: (plan: Plan) => Item[],
) {
  const rows: PlanRow<Item>[] = [];
  plans.forEach((plan, planIndex) => {
    itemsOf(plan).forEach((item, itemIndex) =>
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

function numberColumn<Item>(): DataTableColumn<PlanRow<Item>> {
  return { key: 'number', header: '#', render: (row) => (row.first ? row.number : '') };
}

function notesColumn<Item>(): DataTableColumn<PlanRow<Item>> {
  return {
    key: 'notes',
    header: 'Notes',
    render: (row) => (row.first ? <Notes>{orNA(row.notes)}</Notes> : ''),
  };
}

export interface PlanTableProps<Plan> {
  plans: Plan[] | undefined;
  loading: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  caption?: string;
}

const foodColumns: DataTableColumn<PlanRow<FoodItem>>[] = [
  numberColumn(),
  { key: 'name', header: 'Food Name', render: (row) => row.item.name },
  { key: 'quantity', header: 'Quantity', render: (row) => orNA(row.item.quantity) },
  { key: 'timeOfDay', header: 'Time of Day', render: (row) => orNA(row.item.timeOfDay) },
  notesColumn(),
];

/** A patient's food recommendations (spec §2 planner: #, Food Name, Quantity, Time of Day, notes). */
export function FoodPlansTable({
  plans,
  loading,
  error,
  onRetry,
  caption,
}: PlanTableProps<FoodPlan>) {
  return (
    <DataTable
      caption={caption}
      columns={foodColumns}
      rows={plans ? rowsOf(plans, (plan) => plan.recommendedFoods) : undefined}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="No food recommendations found."
    />
  );
}

const sportColumns: DataTableColumn<PlanRow<SportItem>>[] = [
  numberColumn(),
  { key: 'name', header: 'Sport', render: (row) => row.item.name },
  { key: 'duration', header: 'Duration', render: (row) => orNA(row.item.duration) },
  { key: 'frequency', header: 'Frequency', render: (row) => orNA(row.item.frequency) },
  {
    key: 'intensity',
    header: 'Intensity',
    render: (row) => orNA(capitalize(row.item.intensity)),
  },
  notesColumn(),
];

/** A patient's sports recommendations (#, Sport, Duration, Frequency, Intensity, notes). */
export function SportPlansTable({
  plans,
  loading,
  error,
  onRetry,
  caption,
}: PlanTableProps<SportPlan>) {
  return (
    <DataTable
      caption={caption}
      columns={sportColumns}
      rows={plans ? rowsOf(plans, (plan) => plan.recommendedSports) : undefined}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="No sports recommendations found."
    />
  );
}
