import { useState } from 'react';
import { doctorLabel, useDebouncedValue } from '@careconnect/shared-ui';
import {
  LOAD_PATIENTS_ERROR,
  type ComboboxMessages,
  type ComboboxOption,
} from '@careconnect/shared-ui/forms';
import type { Doctor } from '../../../lib/api-types';
import { useDoctor } from '../../doctors/api/get-doctor';
import { useDoctors } from '../../doctors/api/get-doctors';

/** How many doctors one search lists: typing narrows it. */
export const DOCTOR_CHOICE_LIMIT = 20;

/** Spec §8: one message for either choice. */
export const LOAD_PEOPLE_ERROR = LOAD_PATIENTS_ERROR;

/** 'Dr. Ana Silva', with 'Cardiology · Riverside General Hospital' on the second line. */
export function doctorOption(doctor: Doctor): ComboboxOption {
  const detail = [doctor.specialization, doctor.hospital].filter(Boolean).join(' · ');
  return { value: doctor._id, label: doctorLabel(doctor.user), detail: detail || undefined };
}

const messages: ComboboxMessages = {
  loading: 'Loading doctors…',
  empty: (text) => (text ? `No doctors match “${text}”` : 'No approved doctors yet.'),
};

/**
 * The doctor choice of the create form: approved doctors only (the others cannot be booked
 * yet), searched on the server by name, specialization or hospital as the user types.
 */
export function useDoctorChoices(value: string) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const doctors = useDoctors({ page: 1, q, approval: 'approved', limit: DOCTOR_CHOICE_LIMIT });
  const options = (doctors.data?.doctors ?? []).map(doctorOption);
  const listed = options.some((option) => option.value === value);
  // A doctor given in the address (the calendar links here) keeps their name.
  const chosen = useDoctor(value, value !== '' && !listed);
  return {
    options,
    valueOption: chosen.data ? doctorOption(chosen.data) : null,
    onSearch: setTyped,
    loading: doctors.isPending || doctors.isPlaceholderData || typed.trim() !== q,
    failure: doctors.isError ? LOAD_PEOPLE_ERROR : undefined,
    messages,
  };
}
