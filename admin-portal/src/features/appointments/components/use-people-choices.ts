import { useState } from 'react';
import type { SelectOption } from '@careconnect/shared-ui';
import { doctorLabel, patientOptionLabel } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { useDoctor } from '../../doctors/api/get-doctor';
import { useDoctors } from '../../doctors/api/get-doctors';
import { usePatient } from '../../patients/api/get-patient';
import { usePatients } from '../../patients/api/get-patients';

/** How many people a choice lists at once; beyond that a search narrows it. */
export const CHOICE_LIMIT = 100;

/** Spec §8. */
export const LOAD_PEOPLE_ERROR = 'Failed to load patients or doctors';

/** Keeps the chosen person listed while a search shows others. */
function withSelected(options: SelectOption[], selected: SelectOption | null): SelectOption[] {
  if (!selected || options.some((o) => o.value === selected.value)) return options;
  return [selected, ...options];
}

function doctorOptionLabel(doctor: Doctor): string {
  const name = doctorLabel(doctor.user);
  return doctor.specialization ? `${name} — ${doctor.specialization}` : name;
}

export interface PeopleChoice {
  options: SelectOption[];
  /** More people than listed (or a search is on): show the search box. */
  searchable: boolean;
  q: string;
  setQ: (q: string) => void;
}

/**
 * The patient and doctor choices of the create form: patients by first and last name (spec
 * §2), approved doctors only (the others cannot be booked yet).
 */
export function usePeopleChoices(
  selectedPatient: string,
  selectedDoctor: string,
  enabled = true,
): { patient: PeopleChoice; doctor: PeopleChoice; loading: boolean; failed: boolean } {
  const [patientQ, setPatientQ] = useState('');
  const [doctorQ, setDoctorQ] = useState('');
  const patients = usePatients({ page: 1, q: patientQ, limit: CHOICE_LIMIT }, enabled);
  const doctors = useDoctors(
    { page: 1, q: doctorQ, approval: 'approved', limit: CHOICE_LIMIT },
    enabled,
  );

  const listedPatients = (patients.data?.patients ?? []).map((p) => ({
    value: p._id,
    label: patientOptionLabel(p.user),
  }));
  const listedDoctors = (doctors.data?.doctors ?? []).map((d) => ({
    value: d._id,
    label: doctorOptionLabel(d),
  }));
  // A search can hide the person already chosen: their own record keeps them listed.
  const patientHidden =
    selectedPatient !== '' && !listedPatients.some((o) => o.value === selectedPatient);
  const doctorHidden =
    selectedDoctor !== '' && !listedDoctors.some((o) => o.value === selectedDoctor);
  const chosenPatient = usePatient(selectedPatient, enabled && patientHidden);
  const chosenDoctor = useDoctor(selectedDoctor, enabled && doctorHidden);
  const patientOptions = withSelected(
    listedPatients,
    chosenPatient.data
      ? { value: chosenPatient.data._id, label: patientOptionLabel(chosenPatient.data.user) }
      : null,
  );
  const doctorOptions = withSelected(
    listedDoctors,
    chosenDoctor.data
      ? { value: chosenDoctor.data._id, label: doctorOptionLabel(chosenDoctor.data) }
      : null,
  );

  return {
    patient: {
      options: patientOptions,
      searchable: (patients.data?.total ?? 0) > CHOICE_LIMIT || patientQ !== '',
      q: patientQ,
      setQ: setPatientQ,
    },
    doctor: {
      options: doctorOptions,
      searchable: (doctors.data?.total ?? 0) > CHOICE_LIMIT || doctorQ !== '',
      q: doctorQ,
      setQ: setDoctorQ,
    },
    loading: enabled && (patients.isPending || doctors.isPending),
    failed: patients.isError || doctors.isError,
  };
}
