import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  doctorLabel,
  errorMessage,
  FieldError,
  notify,
  Fieldset,
  visitKindLabel,
  Stack,
  ButtonRow,
} from '@careconnect/shared-ui';
import { SubmitButton, TextareaField } from '@careconnect/shared-ui/forms';
import {
  SlotPicker,
  type FirstAvailableSlot,
  type FreeSlot,
} from '@careconnect/shared-ui/schedule';
import { doctorName, todayIso } from '../../../lib/format';
import { useCreateAppointment } from '../api/create-appointment';
import { useDoctor } from '../api/get-doctor';
import { bookAppointmentSchema, type BookAppointmentValues } from './book-appointment-schema';
import { BookingAllowanceNote, useAtLimit } from './booking-allowance';
import { bookingFromLink } from './booking-link';
import { BIRTH_TEXT, DateOfBirthPrompt, useNeedsDateOfBirth } from './date-of-birth-prompt';
import { JoinWaitlistCard } from '../../waitlist/components/join-waitlist-card';
import { DoctorFinder } from './doctor-finder';
import { FirstAvailable } from './first-available';

export const CREATED_TOAST = 'Appointment created successfully!';
/** Spec §9: back to the list 1.5 s after the booking. */
export const REDIRECT_DELAY_MS = 1500;
export const CHOOSE_DOCTOR_FIRST = 'Choose a doctor first.';

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

const Ways = styled(Fieldset)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Way = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;

  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const With = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

type Way = 'search' | 'first';
type SetField = (field: string, value: string, shouldValidate?: boolean) => unknown;

/** Several fields at once, each from the form's latest state (no stale copy of the values). */
function setFields(setFieldValue: SetField, fields: Partial<BookAppointmentValues>) {
  for (const [field, value] of Object.entries(fields))
    void setFieldValue(field, value ?? '', false);
}

/**
 * The slot's kinds as the form keeps them, and its kind: the one already chosen (or asked for by
 * a follow-up link) when the slot allows it, else in person if allowed.
 */
function kindFields(
  kinds: readonly string[] | undefined,
  chosen: BookAppointmentValues['kind'],
): Partial<BookAppointmentValues> {
  const allowed = kinds && kinds.length > 0 ? kinds : ['in_person'];
  return {
    kinds: allowed.join(','),
    kind: allowed.includes(chosen) ? chosen : allowed.includes('in_person') ? 'in_person' : 'video',
  };
}

const KINDS = ['in_person', 'video'] as const;

/** In person or by video: only the kinds the chosen time allows. */
function KindStep({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<BookAppointmentValues>();
  if (!values.start) return null;
  const allowed = (values.kinds || 'in_person').split(',');
  return (
    <Ways legend="Kind of visit">
      {KINDS.map((kind) => (
        <Way key={kind}>
          <input
            type="radio"
            name="kind"
            value={kind}
            checked={values.kind === kind}
            disabled={disabled || !allowed.includes(kind)}
            onChange={() => void setFieldValue('kind', kind, false)}
          />
          {visitKindLabel(kind)}
        </Way>
      ))}
    </Ways>
  );
}

/** The error of a field once it was touched (or the form was submitted). */
function useShownError(name: keyof BookAppointmentValues): string | undefined {
  const { errors, touched } = useFormikContext<BookAppointmentValues>();
  const error = getIn(errors, name) as unknown;
  return getIn(touched, name) && typeof error === 'string' ? error : undefined;
}

function DoctorStep({
  disabled,
  onDoctor,
}: {
  disabled: boolean;
  onDoctor: (name: string) => void;
}) {
  const [way, setWay] = useState<Way>('search');
  const { values, setFieldValue } = useFormikContext<BookAppointmentValues>();
  const doctorError = useShownError('doctor');

  const chooseFirst = (slot: FirstAvailableSlot) => {
    onDoctor(doctorLabel(slot.doctor.user));
    setFields(setFieldValue, {
      doctor: slot.doctor._id,
      date: slot.date,
      start: slot.start,
      timeSlot: slot.timeSlot,
      ...kindFields(slot.kinds, values.kind),
    });
  };

  return (
    <>
      <Ways legend="How would you like to choose?">
        {(
          [
            ['search', 'Search doctors'],
            ['first', 'First available'],
          ] as const
        ).map(([value, label]) => (
          <Way key={value}>
            <input
              type="radio"
              name="way"
              value={value}
              checked={way === value}
              disabled={disabled}
              onChange={() => setWay(value)}
            />
            {label}
          </Way>
        ))}
      </Ways>
      {way === 'search' ? (
        <DoctorFinder
          disabled={disabled}
          onChosen={(doctor) => {
            onDoctor(doctorName(doctor));
            setFields(setFieldValue, { date: '', start: '', timeSlot: '' });
          }}
        />
      ) : (
        <>
          <FirstAvailable chosenStart={values.start} onChoose={chooseFirst} disabled={disabled} />
          {doctorError ? <FieldError role="alert">{doctorError}</FieldError> : null}
        </>
      )}
    </>
  );
}

function WhenStep({ doctor, disabled }: { doctor: string; disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<BookAppointmentValues>();
  const dateError = useShownError('date');
  const timeError = useShownError('timeSlot');
  const atLimit = useAtLimit(values.doctor);
  const needsBirth = useNeedsDateOfBirth();

  const chooseSlot = useCallback(
    (slot: FreeSlot | null) =>
      setFields(setFieldValue, {
        start: slot?.start ?? '',
        timeSlot: slot?.timeSlot ?? '',
        // No time chosen: the kind stays, for the next time that allows it.
        ...(slot ? kindFields(slot.kinds, values.kind) : { kinds: '' }),
      }),
    [setFieldValue, values.kind],
  );

  if (!values.doctor) {
    return (
      <>
        <Muted>{CHOOSE_DOCTOR_FIRST}</Muted>
        {dateError ? <FieldError role="alert">{dateError}</FieldError> : null}
        {timeError ? <FieldError role="alert">{timeError}</FieldError> : null}
      </>
    );
  }
  return (
    <>
      {doctor ? (
        <With>
          With <strong>{doctor}</strong>
        </With>
      ) : null}
      <BookingAllowanceNote doctorId={values.doctor} doctor={doctor} />
      {needsBirth ? <Muted>{BIRTH_TEXT.timesAfter}</Muted> : null}
      {/* At the cap every time would be refused: the note offers the patient's appointments. */}
      {atLimit !== false || needsBirth !== false ? null : (
        <SlotPicker
          doctorId={values.doctor}
          date={values.date}
          onDateChange={(date) => setFields(setFieldValue, { date, start: '', timeSlot: '' })}
          start={values.start}
          onSlotChange={chooseSlot}
          dateError={dateError}
          timeError={timeError}
          disabled={disabled}
          limitToHorizon
        />
      )}
      <KindStep disabled={disabled} />
    </>
  );
}

function SubmitRow({ booked }: { booked: boolean }) {
  const { values } = useFormikContext<BookAppointmentValues>();
  const atLimit = useAtLimit(values.doctor);
  const needsBirth = useNeedsDateOfBirth();
  return (
    <ButtonRow>
      <SubmitButton
        pendingLabel="Submitting…"
        disabled={booked || atLimit === true || needsBirth === true}
      >
        Submit Appointment
      </SubmitButton>
    </ButtonRow>
  );
}

/**
 * The booking screen's form, under its title (book-appointment-screen.tsx): its own chunk with
 * formik and yup. Book an appointment (spec §2): choose a doctor (search, or the first available time of
 * a specialization), a day of the doctor's month with free times, then one of its times; the
 * appointment starts pending. A time taken meanwhile shows the server's 409 sentence and the
 * free times are asked for again.
 */
export function BookingForm() {
  const navigate = useNavigate();
  const create = useCreateAppointment();
  const [booked, setBooked] = useState(false);
  const [params] = useSearchParams();
  // A follow-up's link names the doctor and the day: the times open there.
  const [initialValues] = useState(() => bookingFromLink(params, todayIso()));
  const linked = useDoctor(initialValues.doctor);
  const [chosenDoctor, setDoctor] = useState('');
  const doctor = chosenDoctor || (linked.data ? doctorName(linked.data) : '');
  const needsBirth = useNeedsDateOfBirth();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (
    values: BookAppointmentValues,
    helpers: FormikHelpers<BookAppointmentValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await create.mutateAsync({
        doctor: values.doctor,
        start: values.start,
        // In person is the server's default: only a video visit says its kind.
        ...(values.kind === 'video' ? { kind: 'video' as const } : {}),
        reason: values.reason?.trim() || undefined,
        notes: values.notes?.trim() || undefined,
      });
      setBooked(true);
      notify.success(CREATED_TOAST);
      timer.current = setTimeout(() => navigate('/patient/appointments'), REDIRECT_DELAY_MS);
    } catch (error) {
      const message = errorMessage(error, 'Failed to create appointment');
      helpers.setStatus(message);
      notify.error(message);
      // The time is gone (409) or not offered (400): choose another.
      setFields(helpers.setFieldValue, { start: '', timeSlot: '' });
    }
  };

  return (
    <>
      {/* Asked once, before any time can be chosen; the times appear as soon as it is saved. */}
      {needsBirth ? <DateOfBirthPrompt /> : null}
      <Formik
        initialValues={initialValues}
        validationSchema={bookAppointmentSchema}
        onSubmit={submit}
      >
        {({ status, values }) => (
          <>
            <Form noValidate aria-label="Book an appointment">
              <Stack>
                <Card title="Find a doctor">
                  <DoctorStep disabled={booked} onDoctor={setDoctor} />
                </Card>
                <Card title="Date and time">
                  <WhenStep doctor={doctor} disabled={booked} />
                  <TextareaField name="reason" label="Reason" rows={3} disabled={booked} />
                  <TextareaField name="notes" label="Notes" rows={3} disabled={booked} />
                  {typeof status === 'string' && status ? (
                    <Alert role="alert">{status}</Alert>
                  ) : null}
                  <SubmitRow booked={booked} />
                </Card>
              </Stack>
            </Form>
            {/* Its own form beside the booking's: no time that suits, wait for one. */}
            {values.doctor && !booked ? <JoinWaitlistCard doctorId={values.doctor} /> : null}
          </>
        )}
      </Formik>
    </>
  );
}
