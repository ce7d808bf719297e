import { Form, Formik, type FormikHelpers } from 'formik';
import { Card, errorMessage, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { useCreateHealthComplaint } from '../api/create-health-complaint';
import { emptyReport, reportSchema, type ReportValues } from './report-schema';

export const REPORTED_TOAST = 'Your health report was sent to your care team.';

/** Report a health complaint: a title and what happens; doctors follow it up. */
export function ReportForm() {
  const create = useCreateHealthComplaint();

  const submit = async (values: ReportValues, helpers: FormikHelpers<ReportValues>) => {
    try {
      await create.mutateAsync({
        subject: values.subject.trim(),
        description: values.description?.trim() || undefined,
      });
      notify.success(REPORTED_TOAST);
      helpers.resetForm();
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to submit the report'));
    }
  };

  return (
    <Card title="Report a health complaint">
      <Formik initialValues={emptyReport} validationSchema={reportSchema} onSubmit={submit}>
        <Form noValidate aria-label="Report a health complaint">
          <TextField name="subject" label="Title" required maxLength={150} />
          <TextareaField
            name="description"
            label="Description"
            rows={4}
            hint="What happens, since when, anything that makes it better or worse."
          />
          <SubmitButton pendingLabel="Submitting…">Submit Report</SubmitButton>
        </Form>
      </Formik>
    </Card>
  );
}
