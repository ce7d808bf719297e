import { useId, useState, type ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import {
  ErrorState,
  errorMessage,
  FieldError,
  SearchField,
  Fieldset,
  SpecializationSelect,
  useDebouncedValue,
} from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { doctorName } from '../../../lib/format';
import { useSearchDoctors } from '../api/search-doctors';

export const NO_DOCTORS = 'No doctors found.';

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
  span span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** A choice's size without its text: the list keeps its place while the doctors load. */
const Placeholder = styled(Choice)`
  cursor: default;

  & > i {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 4px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
  & > span {
    flex: 1;
  }
  strong,
  span span {
    width: 60%;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span span {
    width: 80%;
  }
`;

/**
 * As many placeholders as a first answer usually has: on a phone they reach below the screen, so
 * the doctors arriving move nothing the patient sees (no layout shift).
 */
export const LOADING_PLACEHOLDERS = 6;

function LoadingDoctors() {
  return (
    <Choices role="status" aria-label="Loading doctors" aria-busy="true">
      {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
        <li key={i} aria-hidden="true">
          <Placeholder as="div">
            <i />
            <span>
              <strong>&nbsp;</strong>
              <span>&nbsp;</span>
            </span>
          </Placeholder>
        </li>
      ))}
    </Choices>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function details(doctor: Doctor): string {
  return [doctor.specialization, doctor.hospital].filter(Boolean).join(' · ');
}

/**
 * Find a provider by name or specialization (spec §2: patients book themselves) and choose
 * one: the formik field `doctor` holds the chosen doctor's record id.
 */
export function DoctorFinder({
  disabled,
  onChosen,
}: {
  disabled?: boolean;
  /** After the patient picks a doctor (the booking then starts over at the day). */
  onChosen?: (doctor: Doctor) => void;
}) {
  const [name, setName] = useState('');
  const [specialization, setSpecialization] = useState('');
  const q = useDebouncedValue(name.trim());
  const specialty = useDebouncedValue(specialization.trim());
  const { data, error, isPending, refetch } = useSearchDoctors({
    q: q || undefined,
    specialization: specialty || undefined,
  });
  const [field, meta, helpers] = useField<string>('doctor');
  const errorId = useId();
  // The chosen doctor stays listed while the patient searches on.
  const [chosen, setChosen] = useState<Doctor | null>(null);

  const found = data?.data ?? [];
  const doctors = chosen && !found.some((d) => d._id === chosen._id) ? [chosen, ...found] : found;
  const fieldError = meta.touched && meta.error ? meta.error : undefined;

  let list: ReactNode;
  if (isPending) list = <LoadingDoctors />;
  else if (error) {
    list = (
      <ErrorState
        message={`Error: ${errorMessage(error, 'Failed to load data')}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (doctors.length === 0) list = <Note>{NO_DOCTORS}</Note>;
  else {
    list = (
      <Choices>
        {doctors.map((doctor) => (
          <li key={doctor._id}>
            <Choice>
              <input
                type="radio"
                name={field.name}
                value={doctor._id}
                checked={field.value === doctor._id}
                disabled={disabled}
                aria-describedby={fieldError ? errorId : undefined}
                onChange={() => {
                  setChosen(doctor);
                  void helpers.setValue(doctor._id);
                  onChosen?.(doctor);
                }}
                onBlur={field.onBlur}
              />
              <span>
                <strong>{doctorName(doctor)}</strong>
                {details(doctor) ? <span>{details(doctor)}</span> : null}
              </span>
            </Choice>
          </li>
        ))}
      </Choices>
    );
  }

  return (
    <div>
      <Filters>
        <SearchField
          label="Search by name"
          value={name}
          disabled={disabled}
          placeholder="e.g. Smith"
          onChange={setName}
        />
        <SpecializationSelect
          value={specialization}
          disabled={disabled}
          onChange={setSpecialization}
        />
      </Filters>
      <Fieldset
        legend={
          <>
            Doctor<span aria-hidden="true"> *</span>
          </>
        }
      >
        {list}
        {fieldError ? (
          <FieldError id={errorId} role="alert">
            {fieldError}
          </FieldError>
        ) : null}
      </Fieldset>
    </div>
  );
}
