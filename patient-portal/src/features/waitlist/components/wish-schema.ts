// The wishes of a waitlist entry: the days and times that suit the patient, and until when.
import * as yup from 'yup';
import { WAITLIST_TEXT } from './waitlist-text';

export interface WishValues {
  weekDays: string[];
  from: string;
  to: string;
  until: string;
}

export const emptyWish: WishValues = {
  weekDays: ['1', '2', '3', '4', '5'],
  from: '08:00',
  to: '18:00',
  until: '',
};

export const wishSchema = yup.object({
  weekDays: yup.array(yup.string().required()).min(1, WAITLIST_TEXT.chooseDay),
  from: yup.string().required(WAITLIST_TEXT.fromRequired),
  to: yup
    .string()
    .required(WAITLIST_TEXT.toRequired)
    .test('after', WAITLIST_TEXT.timesOrder, function after(value) {
      const from = this.parent.from as string | undefined;
      return !from || !value || value > from;
    }),
  until: yup.string(),
});

/** The API's body from the form's values. */
export function wishBody(values: WishValues) {
  return {
    weekDays: values.weekDays.map(Number).sort((a, b) => a - b),
    from: values.from,
    to: values.to,
    until: values.until || null,
  };
}
