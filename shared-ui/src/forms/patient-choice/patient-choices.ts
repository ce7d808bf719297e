import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PatientChoice } from '@careconnect/api/contracts';
import {
  apiRequest,
  formatLongDate,
  patientOptionLabel,
  useDebouncedValue,
} from '@careconnect/shared-ui';
import type { ComboboxMessages, ComboboxOption } from '../combobox/combobox';

export type { PatientChoice };

/** How many patients one search lists: typing narrows it. */
export const PATIENT_CHOICE_LIMIT = 20;

/** Spec §8. */
export const LOAD_PATIENTS_ERROR = 'Failed to load patients or doctors';

/** 'all': every patient (a doctor's own first); 'mine': only a doctor's own patients. */
export type PatientScope = 'all' | 'mine';

export const YOUR_PATIENTS = 'Your patients';
export const OTHER_PATIENTS = 'Other patients';

export const patientChoicesKey = (scope: PatientScope, q: string) =>
  ['patients', 'choices', scope, q] as const;

/** GET /api/patient/choices: names, date of birth and phone ending, a doctor's own first. */
export function getPatientChoices(
  { q = '', scope = 'all', id }: { q?: string; scope?: PatientScope; id?: string },
  signal?: AbortSignal,
): Promise<PatientChoice[]> {
  return apiRequest<PatientChoice[]>('/api/patient/choices', {
    signal,
    query: {
      q: id ? undefined : q.trim(),
      id,
      limit: id ? 1 : PATIENT_CHOICE_LIMIT,
      scope: scope === 'mine' ? 'mine' : undefined,
    },
    fallbackMessage: LOAD_PATIENTS_ERROR,
  });
}

/**
 * One patient as a choice (to name a patient chosen earlier, e.g. from the address); null when
 * there is none in this scope.
 */
export function usePatientChoice(id: string, scope: PatientScope = 'all', enabled = true) {
  return useQuery({
    queryKey: ['patients', 'choice', scope, id] as const,
    queryFn: async ({ signal }) => (await getPatientChoices({ id, scope }, signal))[0] ?? null,
    enabled: enabled && id !== '',
  });
}

/** Said where a patient has no date of birth yet: the second identifier is missing, not hidden. */
export const NO_DATE_OF_BIRTH = 'Date of birth not given';

/**
 * The second line of a patient choice: 'Born March 4, 1985 · phone ending 42' ('Born 1990 · …'
 * for a doctor's patient outside their care). Every choice carries a second identifier with the
 * name, or says that the date of birth was not given.
 */
export function patientChoiceDetail(choice: PatientChoice): string {
  const parts = [
    choice.dateOfBirth
      ? `Born ${formatLongDate(choice.dateOfBirth)}`
      : choice.birthYear
        ? `Born ${choice.birthYear}`
        : NO_DATE_OF_BIRTH,
    choice.phoneEnding ? `phone ending ${choice.phoneEnding}` : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

export function toPatientOption(choice: PatientChoice, grouped: boolean): ComboboxOption {
  return {
    value: choice._id,
    label: patientOptionLabel(choice),
    detail: patientChoiceDetail(choice),
    group:
      grouped && choice.yours !== undefined
        ? choice.yours
          ? YOUR_PATIENTS
          : OTHER_PATIENTS
        : undefined,
  };
}

export function patientMessages(scope: PatientScope): ComboboxMessages {
  return {
    loading: 'Loading patients…',
    empty: (text) =>
      text
        ? `No patients match “${text}”`
        : scope === 'mine'
          ? 'You have no patients yet.'
          : 'No patients yet.',
  };
}

/**
 * The patients to choose from: searched on the server as the user types (after a pause), and
 * the chosen patient's own entry when the results do not list them (e.g. one from the address).
 */
export function usePatientChoices(value: string, scope: PatientScope = 'all') {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const list = useQuery({
    queryKey: patientChoicesKey(scope, q),
    queryFn: ({ signal }) => getPatientChoices({ q, scope }, signal),
    placeholderData: keepPreviousData,
  });
  const options = (list.data ?? []).map((choice) => toPatientOption(choice, scope === 'all'));
  const listed = options.some((option) => option.value === value);
  const chosen = usePatientChoice(value, scope, !listed);
  const first = chosen.data;
  return {
    options,
    valueOption: first ? toPatientOption(first, false) : null,
    onSearch: setTyped,
    loading: list.isPending || list.isPlaceholderData || typed.trim() !== q,
    failure: list.isError ? LOAD_PATIENTS_ERROR : undefined,
    messages: patientMessages(scope),
  };
}
