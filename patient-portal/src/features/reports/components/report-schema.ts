import { object, string, type InferType } from 'yup';

export const reportSchema = object({
  subject: string()
    .trim()
    .required('Title is required')
    .max(150, 'Title must be at most 150 characters'),
  description: string().max(4000, 'Description must be at most 4000 characters'),
});

export type ReportValues = InferType<typeof reportSchema>;

export const emptyReport: ReportValues = { subject: '', description: '' };
