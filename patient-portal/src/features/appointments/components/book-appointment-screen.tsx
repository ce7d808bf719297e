import { lazyPart, PageHeader, Spinner, Stack, useLazyPart } from '@careconnect/shared-ui';

// The form (formik, yup, the doctor finder, the slot picker) is a chunk of its own: the title and
// the way back are drawn with the area, and stay the same elements when the form comes. The
// form's code is asked for once they have painted: the title is the page's largest text.
const loadForm = lazyPart(() => import('./book-appointment').then((form) => form.BookingForm));

/** Book an Appointment (/patient/appointments/book). */
export function BookAppointment() {
  const BookingForm = useLazyPart(loadForm, { afterPaint: true });
  return (
    <Stack>
      <PageHeader
        title="Book an Appointment"
        back={{ to: '/patient/appointments', label: 'Back to Appointments' }}
      />
      {/* The same component at every render: the one the chunk exports, kept by lazyPart. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {BookingForm ? <BookingForm /> : <Spinner />}
    </Stack>
  );
}
