import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useField, useFormikContext } from 'formik';
import { errorMessage, ZoneNote } from '@careconnect/shared-ui';
import { SelectField } from '@careconnect/shared-ui/forms';
import { useAvailability } from '../api/get-availability';
import { useDaySlots } from '../api/get-day-slots';

export const NO_FREE_TIMES_DATE = 'No free times on this date.';
/** Spec §2's 409 text, also said when the chosen time is taken by someone else meanwhile. */
export const TAKEN_MEANWHILE = 'This time slot is already booked for this doctor.';

const Notice = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export interface FreeTimeSlotFieldProps {
  /** The doctor whose free times are offered ('' until one is chosen). */
  doctorId: string;
  /** The chosen date 'YYYY-MM-DD' ('' until one is chosen). */
  date: string;
  /** The formik field (default 'timeSlot'). */
  name?: string;
  disabled?: boolean;
}

/**
 * Spec §2 'Time Slot' as a choice of the doctor's free times on the chosen date (GET
 * /api/doctor/slots/{doctorId}?date=), so staff cannot type a time the hours do not offer.
 */
export function FreeTimeSlotField({
  doctorId,
  date,
  name = 'timeSlot',
  disabled = false,
}: FreeTimeSlotFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const { status, isSubmitting } = useFormikContext();
  // While this form books the chosen time, and once it has (the form is then disabled), the time
  // leaves the free list because of this very booking: it is not 'taken meanwhile'.
  const booking = isSubmitting || disabled;
  const slots = useDaySlots(doctorId || undefined, date);
  const zone = useAvailability(doctorId || undefined).data?.timeZone;
  const free = (slots.data ?? []).filter((slot) => slot.available).map((slot) => slot.timeSlot);
  const ready = Boolean(doctorId && date);

  // A time chosen for another date or doctor, or taken meanwhile, is no longer a choice.
  const key = `${doctorId}|${date}`;
  const gone = Boolean(field.value && slots.isSuccess && !free.includes(field.value));
  const isFree = Boolean(field.value && slots.isSuccess && free.includes(field.value));
  // The last time seen free for this doctor and date: if it goes, someone else has taken it.
  const seenFree = useRef<{ value: string; key: string } | null>(null);
  // The doctor and date whose chosen time was taken; shown until a new choice, date or doctor.
  const [takenFor, setTakenFor] = useState<string | null>(null);
  useEffect(() => {
    if (isFree) seenFree.current = { value: field.value, key };
  }, [isFree, field.value, key]);
  useEffect(() => {
    if (!gone || booking) return;
    const seen = seenFree.current;
    setTakenFor(seen !== null && seen.value === field.value && seen.key === key ? key : null);
    void helpers.setValue('', false);
    // helpers is a new object on every render; setValue itself is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone, booking]);
  // (Not twice: a refused booking may already say it in the form's own alert.)
  const taken = takenFor === key && !field.value && status !== TAKEN_MEANWHILE;

  let hint: string;
  if (!ready) hint = doctorId ? 'Choose a date first.' : 'Choose a doctor and a date first.';
  else if (slots.isError) hint = `Error: ${errorMessage(slots.error, 'Failed to load data')}`;
  else if (slots.isPending) hint = 'Loading free times…';
  else if (free.length === 0 && !booking) hint = NO_FREE_TIMES_DATE;
  else hint = "The doctor's free times on this date.";

  // While the list loads, a time given in the address stays shown; so does the time being booked.
  const options =
    field.value && !free.includes(field.value) && (!slots.isSuccess || booking)
      ? [field.value, ...free]
      : free;

  return (
    <div>
      <SelectField
        name={name}
        label="Time Slot"
        required
        placeholder="-- Select time slot --"
        hint={hint}
        disabled={disabled || !ready || (slots.isSuccess && options.length === 0)}
        options={options.map((timeSlot) => ({ value: timeSlot, label: timeSlot }))}
      />
      {taken ? <Notice role="alert">{TAKEN_MEANWHILE}</Notice> : null}
      {ready ? <ZoneNote zone={zone} /> : null}
    </div>
  );
}
