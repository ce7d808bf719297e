import { FOOD_PLANS, SPORTS_PLANS } from '@careconnect/shared-ui';
import { emptyPlanRow, planSchema } from './plan-schema';

describe.each([FOOD_PLANS, SPORTS_PLANS])('the $kind form from its description', (kind) => {
  const schema = planSchema(kind);

  it('starts a row with every field of the kind, empty', () => {
    expect(Object.keys(emptyPlanRow(kind))).toEqual(kind.fields.map((field) => field.key));
  });

  it('asks for a patient and at least one item, under the kind’s own field', async () => {
    await expect(
      schema.validate({ patient: '', [kind.itemsField]: [], notes: '' }, { abortEarly: false }),
    ).rejects.toMatchObject({ errors: ['Patient is required', kind.form.atLeastOne] });
  });

  it('asks for each item’s name and nothing else', async () => {
    const row = { ...emptyPlanRow(kind), name: ' ' };
    await expect(
      schema.validate({ patient: 'p1', [kind.itemsField]: [row], notes: '' }),
    ).rejects.toMatchObject({ errors: [kind.form.nameRequired] });
    await expect(
      schema.validate({ patient: 'p1', [kind.itemsField]: [{ ...row, name: 'Oats' }] }),
    ).resolves.toBeTruthy();
  });
});
