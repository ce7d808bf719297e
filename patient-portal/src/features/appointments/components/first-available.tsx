import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ButtonLink,
  doctorLabel,
  ErrorState,
  errorMessage,
  formatInZone,
  Spinner,
  ZoneNote,
  SpecializationSelect,
  useDebouncedValue,
} from '@careconnect/shared-ui';
import { useFirstAvailable, type FirstAvailableSlot } from '@careconnect/shared-ui/schedule';

import { WAITLIST_TEXT } from '../../waitlist/components/waitlist-text';

export const NO_FIRST_AVAILABLE = 'No free times found.';

const Search = styled.div`
  max-width: 420px;
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Choice = styled.button`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  span {
    display: block;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** 'Dr. Gregory Smith — Tue 1 Dec, 10:00 AM' (the time in the doctor's zone). */
export function firstAvailableLabel(slot: FirstAvailableSlot): string {
  return `${doctorLabel(slot.doctor.user)} — ${formatInZone(slot.start, slot.timeZone, { year: false })}`;
}

export interface FirstAvailableProps {
  /** The start of the chosen slot, to show it pressed. */
  chosenStart: string;
  onChoose: (slot: FirstAvailableSlot) => void;
  disabled?: boolean;
}

/** The earliest free times of any doctor, optionally of one specialization. */
export function FirstAvailable({ chosenStart, onChoose, disabled }: FirstAvailableProps) {
  const [specialization, setSpecialization] = useState('');
  const wanted = useDebouncedValue(specialization.trim());
  const { data, error, isPending, refetch } = useFirstAvailable(wanted);

  let list: ReactNode;
  if (isPending) list = <Spinner label="Loading free times" />;
  else if (error) {
    list = (
      <ErrorState
        message={`Error: ${errorMessage(error, 'Failed to load data')}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data.length) list = <Note>{NO_FIRST_AVAILABLE}</Note>;
  else {
    list = (
      <Choices aria-label="First available times">
        {data.map((slot) => (
          <li key={`${slot.doctor._id}${slot.start}`}>
            <Choice
              type="button"
              aria-pressed={slot.start === chosenStart}
              disabled={disabled}
              onClick={() => onChoose(slot)}
            >
              {firstAvailableLabel(slot)}
              {slot.doctor.specialization ? <span>{slot.doctor.specialization}</span> : null}
            </Choice>
            <ZoneNote zone={slot.timeZone} at={slot.start} />
          </li>
        ))}
      </Choices>
    );
  }

  return (
    <div>
      <Search>
        <SpecializationSelect
          hint="All specializations: every doctor's earliest times."
          value={specialization}
          disabled={disabled}
          onChange={setSpecialization}
        />
      </Search>
      {list}
      {/* Its own screen: the wishes are a form, and this one sits inside the booking's. */}
      {wanted && !isPending ? (
        <ButtonLink
          variant="link"
          to={`/patient/waitlist?specialization=${encodeURIComponent(wanted)}`}
        >
          {WAITLIST_TEXT.waitForSpecialization(wanted)}
        </ButtonLink>
      ) : null}
    </div>
  );
}
