// The two kinds of plan a doctor gives, described once, as the API does (one set of routes under
// /api/foods and /api/sports, told apart by a description of the kind). The planner, the forms
// and the patient's screens are each one component reading a description: what differs between
// food and sports is only the words, the item fields and the paths below.
import type { FoodItem, FoodPlan, SportItem, SportPlan } from '@careconnect/api/contracts';

export type PlanKindName = 'food' | 'sports';

/** One field of a plan's item: its form label, its headers, and how it is entered. */
export interface PlanItemField {
  key: string;
  /** The form's label ('Food Name'). */
  label: string;
  /** The doctor planner's column header ('Food Name'). */
  plannerHeader: string;
  /** The patient screen's column header ('Name'). */
  patientHeader: string;
  placeholder?: string;
  /** A choice instead of free text (the sport's intensity). */
  options?: readonly { value: string; label: string }[];
}

/** A plan's item as the screens read it: a name and the kind's optional fields. */
export type PlanItem = { name: string } & Partial<Record<string, string>>;

export interface PlanKindDescription {
  kind: PlanKindName;
  /** The API's path segment: /api/{segment}/…. */
  segment: 'foods' | 'sports';
  /** The plan's list of items, in the API's bodies and answers. */
  itemsField: 'recommendedFoods' | 'recommendedSports';
  /** The item's fields, the required name first. */
  fields: readonly [PlanItemField, ...PlanItemField[]];
  form: {
    /** The form's title and accessible name. */
    title: string;
    /** A row's legend: 'Food 2'. */
    rowLegend: (number: number) => string;
    /** A row's Remove button's accessible name: 'Remove food 2'. */
    removeRow: (number: number) => string;
    addRow: string;
    nameRequired: string;
    atLeastOne: string;
    /** The toast after a plan is given. */
    created: string;
  };
  planner: {
    cardTitle: string;
    caption: string;
    empty: string;
    loadError: string;
    addButton: string;
    /** The form's route under /doctor/sportNutri. */
    addPath: string;
  };
  patient: {
    title: string;
    empty: string;
    loadError: string;
    itemsCaption: (number: number) => string;
    itemsEmpty: string;
    /** The plan's name in the feedback screen: 'Food plan of …'. */
    planName: string;
  };
}

export const FOOD_PLANS: PlanKindDescription = {
  kind: 'food',
  segment: 'foods',
  itemsField: 'recommendedFoods',
  fields: [
    { key: 'name', label: 'Food Name', plannerHeader: 'Food Name', patientHeader: 'Name' },
    {
      key: 'quantity',
      label: 'Quantity',
      plannerHeader: 'Quantity',
      patientHeader: 'Quantity',
      placeholder: 'e.g. 1 bowl',
    },
    {
      key: 'timeOfDay',
      label: 'Time of Day',
      plannerHeader: 'Time of Day',
      patientHeader: 'Time of Day',
      placeholder: 'e.g. Breakfast',
    },
  ],
  form: {
    title: 'Food Recommendation',
    rowLegend: (number) => `Food ${number}`,
    removeRow: (number) => `Remove food ${number}`,
    addRow: 'Add Another Food',
    nameRequired: 'Food name is required',
    atLeastOne: 'At least one food item is required',
    created: 'Food recommendation added.',
  },
  planner: {
    cardTitle: 'Food Recommendations',
    caption: 'Food recommendations',
    empty: 'No food recommendations found.',
    loadError: 'Failed to fetch food recommendations',
    addButton: 'Add Food Plan',
    addPath: 'add-Food',
  },
  patient: {
    title: 'Recommended Foods',
    empty: 'No food recommendations found.',
    loadError: 'Failed to fetch food recommendations',
    itemsCaption: (number) => `Foods of recommendation ${number}`,
    itemsEmpty: 'No foods listed.',
    planName: 'Food plan',
  },
};

export const SPORTS_PLANS: PlanKindDescription = {
  kind: 'sports',
  segment: 'sports',
  itemsField: 'recommendedSports',
  fields: [
    { key: 'name', label: 'Sport Name', plannerHeader: 'Sport', patientHeader: 'Sport' },
    {
      key: 'duration',
      label: 'Duration',
      plannerHeader: 'Duration',
      patientHeader: 'Duration',
      placeholder: 'e.g. 30 minutes',
    },
    {
      key: 'frequency',
      label: 'Frequency',
      plannerHeader: 'Frequency',
      patientHeader: 'Frequency',
      placeholder: 'e.g. 3 times a week',
    },
    {
      key: 'intensity',
      label: 'Intensity',
      plannerHeader: 'Intensity',
      patientHeader: 'Intensity',
      placeholder: '-- Select intensity --',
      options: [
        { value: 'low', label: 'Low' },
        { value: 'moderate', label: 'Moderate' },
        { value: 'high', label: 'High' },
      ],
    },
  ],
  form: {
    title: 'Sports Recommendation',
    rowLegend: (number) => `Sport ${number}`,
    removeRow: (number) => `Remove sport ${number}`,
    addRow: 'Add Another Sport',
    nameRequired: 'Sport name is required',
    atLeastOne: 'At least one sport item is required',
    created: 'Sports recommendation added.',
  },
  planner: {
    cardTitle: 'Sports Recommendations',
    caption: 'Sports recommendations',
    empty: 'No sports recommendations found.',
    loadError: 'Failed to fetch sports recommendations',
    addButton: 'Add Sports Plan',
    addPath: 'add-Sport',
  },
  patient: {
    title: 'Recommended Sports',
    // Spec §2: 'sport', not 'sports', on the patient's screen.
    empty: 'No sport recommendations found.',
    loadError: 'Failed to fetch sport recommendations',
    itemsCaption: (number) => `Sports of recommendation ${number}`,
    itemsEmpty: 'No sports listed.',
    planName: 'Sports plan',
  },
};

export const PLAN_KINDS: Record<PlanKindName, PlanKindDescription> = {
  food: FOOD_PLANS,
  sports: SPORTS_PLANS,
};

/** Either kind's plan, as the API answers it. */
export type AnyPlan = FoodPlan | SportPlan;

/** A plan's items, whichever the kind. */
export function planItems(kind: PlanKindDescription, plan: AnyPlan): PlanItem[] {
  const items: readonly (FoodItem | SportItem)[] | undefined = (
    plan as Partial<Record<PlanKindDescription['itemsField'], readonly (FoodItem | SportItem)[]>>
  )[kind.itemsField];
  return (items ?? []) as PlanItem[];
}
