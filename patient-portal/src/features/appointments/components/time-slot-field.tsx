import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { SelectField } from '@careconnect/shared-ui/forms';
import { errorMessage } from '@careconnect/shared-ui';
import { useDoctorSlots } from '../api/get-doctor-slots';
import type { BookAppointmentValues } from './book-appointment-schema';

export const NO_FREE_SLOTS = 'No free time slots on this day.';

/** The chosen doctor's half hours on the chosen day; taken or past ones cannot be chosen. */
export function TimeSlotField({ disabled }: { disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<BookAppointmentValues>();
  const ready = Boolean(values.doctor && values.date);
  const { data: slots, error, isFetching } = useDoctorSlots(values.doctor, values.date);

  // A slot chosen for another doctor or day, or taken meanwhile, is no longer a choice.
  useEffect(() => {
    if (!values.timeSlot || !slots) return;
    if (!slots.some((slot) => slot.available && slot.timeSlot === values.timeSlot)) {
      void setFieldValue('timeSlot', '', false);
    }
  }, [slots, values.timeSlot, setFieldValue]);

  let hint: string;
  if (!ready) hint = 'Choose a doctor and a date first.';
  else if (error) hint = `Error: ${errorMessage(error, 'Failed to load data')}`;
  else if (isFetching && !slots) hint = 'Loading time slots…';
  else if (slots && !slots.some((slot) => slot.available)) hint = NO_FREE_SLOTS;
  else hint = 'Half an hour with the doctor.';

  return (
    <SelectField
      name="timeSlot"
      label="Time Slot"
      required
      hint={hint}
      placeholder="-- Select time slot --"
      disabled={disabled || !ready || !slots}
      options={(slots ?? []).map((slot) => ({
        value: slot.timeSlot,
        label: slot.available ? slot.timeSlot : `${slot.timeSlot} (unavailable)`,
        disabled: !slot.available,
      }))}
    />
  );
}
