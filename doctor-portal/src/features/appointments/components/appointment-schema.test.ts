import { appointmentSchema } from './appointment-schema';

async function messages(values: Record<string, string>) {
  try {
    await appointmentSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('appointmentSchema (spec §5)', () => {
  it('names every missing required field with the spec message', async () => {
    expect(await messages({ patient: '', doctor: '', date: '', timeSlot: ' ' })).toEqual([
      'Patient is required',
      'Doctor is required',
      'Date is required',
      'Time slot is required',
    ]);
  });

  it('accepts a booking without reason and notes, with any slot text', async () => {
    expect(
      await messages({ patient: 'p', doctor: 'd', date: '2026-11-24', timeSlot: 'after lunch' }),
    ).toEqual([]);
  });
});
