import { useSlots } from '../api/get-slots';

/** The doctor's free half hours of the chosen day, offered as the time slot's suggestions. */
export function SlotSuggestions({
  id,
  doctorId,
  date,
}: {
  id: string;
  doctorId: string;
  date: string;
}) {
  const slots = useSlots(doctorId, date);
  return (
    <datalist id={id}>
      {(slots.data ?? [])
        .filter((slot) => slot.available)
        .map((slot) => (
          <option key={slot.timeSlot} value={slot.timeSlot} />
        ))}
    </datalist>
  );
}
