import { number, object, string } from 'yup';

export const feedbackSchema = object({
  /** 'food:{id}' or 'sports:{id}'. */
  plan: string().required('Plan is required'),
  rating: number()
    .typeError('Rating is required')
    .required('Rating is required')
    .integer('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  comment: string().max(2000, 'Comment must be at most 2000 characters'),
});

export interface FeedbackValues {
  plan: string;
  /** '' until chosen: radio values are strings. */
  rating: string;
  comment: string;
}

export const emptyFeedback: FeedbackValues = { plan: '', rating: '', comment: '' };
