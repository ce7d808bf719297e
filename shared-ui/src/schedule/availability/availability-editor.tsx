import { useId, useState, type ReactNode } from 'react';
import { FieldArray, Form, Formik, useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  Card,
  Checkbox,
  ErrorState,
  errorMessage,
  FieldError,
  isValidTimeZone,
  notify,
  Spinner,
  supportedTimeZones,
  timeZoneDisplayName,
  timeZoneOffset,
  ZoneNote,
  Fieldset,
} from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { useAvailability } from '../api/get-availability';
import { AVAILABILITY_SAVE_ERROR, useSaveAvailability } from '../api/save-availability';
import type { Availability, ScheduledAppointment } from '../types';
import {
  availabilitySchema,
  SLOT_MINUTES,
  toAvailabilityBody,
  toFormValues,
  WEEKDAY_NAMES,
  type AvailabilityFormValues,
} from './availability-schema';
import { OutsideHours } from './outside-hours';
import { RangeList, TextButton } from './range-list';

export const AVAILABILITY_SAVED = 'Availability saved.';
export const DEFAULT_HOURS_NOTE =
  'These are the default hours. They apply until hours are saved here.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Numbers = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Days = styled.div`
  display: flex;
  flex-direction: column;
`;

const DayRow = styled(Fieldset)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;

  &:first-child {
    border-top: none;
  }
  legend {
    float: left;
    margin-bottom: 0;
    padding: 0;
    font-weight: 600;
  }
  legend + * {
    clear: both;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 9rem minmax(0, 1fr);
    align-items: start;

    legend {
      padding-top: 10px;
    }
    legend + * {
      clear: none;
    }
  }
`;

const Entries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1rem;
  }
`;

const EntryFields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const EntryFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

const SaveBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** 'Eastern Standard Time, GMT-05:00' for a real zone. */
function zoneHint(zone: string): string {
  if (!isValidTimeZone(zone)) return 'Type to search, e.g. Europe/Paris.';
  const offset = timeZoneOffset(zone);
  return `${timeZoneDisplayName(zone)}${offset ? `, ${offset}` : ''}.`;
}

function TimeZoneField() {
  const listId = `zones${useId().replace(/:/g, '')}`;
  const [field] = useField<string>('timeZone');
  const [zones] = useState(supportedTimeZones);
  return (
    <>
      <TextField
        name="timeZone"
        label="Time zone"
        required
        list={listId}
        autoComplete="off"
        spellCheck={false}
        hint={zoneHint(field.value)}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}

function WeeklyHours() {
  return (
    <Days>
      {WEEKDAY_NAMES.map((day, index) => (
        <DayRow key={day} legend={day}>
          <RangeList name={`weekly.${index}.ranges`} of={day} />
        </DayRow>
      ))}
    </Days>
  );
}

function ClosedCheckbox({ name }: { name: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const { isSubmitting } = useFormikContext();
  return <Checkbox {...field} label="Closed all day" disabled={isSubmitting} />;
}

function Overrides() {
  const { values, isSubmitting } = useFormikContext<AvailabilityFormValues>();
  return (
    <FieldArray name="overrides">
      {(helpers) => (
        <div>
          {values.overrides.length === 0 ? <Empty>No date overrides.</Empty> : null}
          {values.overrides.length ? (
            <Entries>
              {values.overrides.map((override, index) => {
                const label = `Date override ${index + 1}`;
                return (
                  // Entries have no id of their own; their place is their identity here.
                  <Entry key={index} aria-label={label}>
                    <h3>{label}</h3>
                    <EntryFields>
                      <TextField
                        name={`overrides.${index}.date`}
                        label="Date"
                        type="date"
                        required
                      />
                      <div>
                        <ClosedCheckbox name={`overrides.${index}.closed`} />
                      </div>
                    </EntryFields>
                    {override.closed ? null : (
                      <RangeList
                        name={`overrides.${index}.ranges`}
                        of={override.date ? `the hours of ${override.date}` : label}
                        emptyText="No hours yet."
                      />
                    )}
                    <EntryFooter>
                      <TextButton
                        variant="link"
                        onClick={() => helpers.remove(index)}
                        disabled={isSubmitting}
                        aria-label={`Remove date override ${index + 1}`}
                      >
                        Remove override
                      </TextButton>
                    </EntryFooter>
                  </Entry>
                );
              })}
            </Entries>
          ) : null}
          <TextButton
            variant="secondary"
            onClick={() => helpers.push({ date: '', closed: true, ranges: [] })}
            disabled={isSubmitting}
          >
            Add date override
          </TextButton>
        </div>
      )}
    </FieldArray>
  );
}

function TimeOffList() {
  const { values, isSubmitting } = useFormikContext<AvailabilityFormValues>();
  return (
    <FieldArray name="timeOff">
      {(helpers) => (
        <div>
          {values.timeOff.length === 0 ? <Empty>No time off planned.</Empty> : null}
          {values.timeOff.length ? (
            <Entries>
              {values.timeOff.map((_, index) => {
                const label = `Time off ${index + 1}`;
                return (
                  <Entry key={index} aria-label={label}>
                    <h3>{label}</h3>
                    <EntryFields>
                      <TextField name={`timeOff.${index}.from`} label="From" type="date" required />
                      <TextField name={`timeOff.${index}.to`} label="To" type="date" required />
                      <TextField name={`timeOff.${index}.note`} label="Note" maxLength={200} />
                    </EntryFields>
                    <EntryFooter>
                      <TextButton
                        variant="link"
                        onClick={() => helpers.remove(index)}
                        disabled={isSubmitting}
                        aria-label={`Remove time off ${index + 1}`}
                      >
                        Remove time off
                      </TextButton>
                    </EntryFooter>
                  </Entry>
                );
              })}
            </Entries>
          ) : null}
          <TextButton
            variant="secondary"
            onClick={() => helpers.push({ from: '', to: '', note: '' })}
            disabled={isSubmitting}
          >
            Add time off
          </TextButton>
        </div>
      )}
    </FieldArray>
  );
}

/** The zone note follows the zone being typed, once it is a real one. */
function FormZoneNote() {
  const { values } = useFormikContext<AvailabilityFormValues>();
  return isValidTimeZone(values.timeZone) ? <ZoneNote zone={values.timeZone} /> : null;
}

/** A summary of what is wrong, next to Save, when a submit found mistakes. */
function InvalidSummary() {
  const { errors, submitCount, isValid } = useFormikContext<AvailabilityFormValues>();
  if (submitCount === 0 || isValid || Object.keys(errors).length === 0) return null;
  return <FieldError role="alert">Some entries need fixing: see the messages above.</FieldError>;
}

export interface AvailabilityEditorProps {
  doctorId: string;
  /** 'doctor': the doctor's own hours ('your new hours'); 'admin': any doctor's. */
  audience: 'doctor' | 'admin';
  /** Where an appointment's page is, for the list of appointments outside the new hours. */
  appointmentPath: (appointmentId: string) => string;
}

function Editor({
  availability,
  doctorId,
  audience,
  appointmentPath,
}: AvailabilityEditorProps & { availability: Availability }) {
  const save = useSaveAvailability(doctorId);
  const [outside, setOutside] = useState<ScheduledAppointment[] | null>(null);
  const [initialValues] = useState(() => toFormValues(availability));

  return (
    <Formik<AvailabilityFormValues>
      initialValues={initialValues}
      validationSchema={availabilitySchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        setOutside(null);
        try {
          const result = await save.mutateAsync(toAvailabilityBody(values));
          notify.success(AVAILABILITY_SAVED);
          setOutside(result.outsideHours);
          helpers.resetForm({ values: toFormValues(result.availability) });
        } catch (error) {
          helpers.setStatus(errorMessage(error, AVAILABILITY_SAVE_ERROR));
        }
      }}
    >
      {({ status }) => (
        <Form noValidate aria-label="Availability">
          <Stack>
            {availability.updatedAt === null ? <Note>{DEFAULT_HOURS_NOTE}</Note> : null}
            <Card title="Time zone and appointments">
              <TimeZoneField />
              <Numbers>
                <SelectField
                  name="slotMinutes"
                  label="Appointment length"
                  options={SLOT_MINUTES.map((minutes) => ({
                    value: String(minutes),
                    label: `${minutes} minutes`,
                  }))}
                />
                <TextField
                  name="maxUpcomingPerPatient"
                  label="Max upcoming appointments per patient"
                  type="number"
                  min={1}
                  max={20}
                  inputMode="numeric"
                />
                <TextField
                  name="bufferBeforeMinutes"
                  label="Buffer before (minutes)"
                  type="number"
                  min={0}
                  max={120}
                  inputMode="numeric"
                  hint="Kept free before each appointment."
                />
                <TextField
                  name="bufferAfterMinutes"
                  label="Buffer after (minutes)"
                  type="number"
                  min={0}
                  max={120}
                  inputMode="numeric"
                  hint="Kept free after each appointment."
                />
                <TextField
                  name="minimumNoticeHours"
                  label="Minimum notice (hours)"
                  type="number"
                  min={0}
                  max={720}
                  inputMode="numeric"
                  hint="Patients cannot book or move an appointment sooner than this."
                />
                <TextField
                  name="horizonDays"
                  label="Booking horizon (days)"
                  type="number"
                  min={1}
                  max={365}
                  inputMode="numeric"
                  hint="How far ahead patients can book."
                />
              </Numbers>
            </Card>
            <Card title="Weekly hours">
              <Intro>Several ranges a day are fine; they may not overlap.</Intro>
              <FormZoneNote />
              <WeeklyHours />
            </Card>
            <Card title="Date overrides">
              <Intro>Other hours on one date, or closed all day.</Intro>
              <Overrides />
            </Card>
            <Card title="Time off">
              <Intro>Days away; both dates are included.</Intro>
              <TimeOffList />
            </Card>
            <div>
              {typeof status === 'string' && status ? (
                <FormError role="alert">{status}</FormError>
              ) : null}
              <SaveBar>
                <SubmitButton pendingLabel="Saving…">Save availability</SubmitButton>
                <InvalidSummary />
              </SaveBar>
            </div>
            {outside && outside.length ? (
              <OutsideHours
                appointments={outside}
                audience={audience}
                appointmentPath={appointmentPath}
              />
            ) : null}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/**
 * A doctor's weekly hours, date overrides, time off and booking rules (PUT
 * /api/doctor/availability/{doctorId}); the doctor's Settings and the administrator's doctor
 * page use it. After saving, appointments the new hours no longer offer are listed.
 */
export function AvailabilityEditor(props: AvailabilityEditorProps) {
  const availability = useAvailability(props.doctorId);
  let body: ReactNode;
  if (availability.isPending) body = <Spinner label="Loading availability" />;
  else if (availability.isError)
    body = (
      <ErrorState
        message={`Error: ${errorMessage(availability.error, 'Failed to load the availability.')}`}
        onRetry={() => void availability.refetch()}
      />
    );
  else body = <Editor {...props} availability={availability.data} />;
  return body;
}
