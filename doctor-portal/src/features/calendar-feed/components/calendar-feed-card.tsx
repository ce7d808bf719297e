import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  errorMessage,
  formatLongDate,
  isApiError,
  Spinner,
  TextInput,
  ButtonRow,
} from '@careconnect/shared-ui';
import { useCurrentDoctor } from '../../doctor/api/get-doctor';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed';

export const FEED_EXPLAINED =
  'Subscribe to a private link in Google Calendar, Apple Calendar or Outlook to see your CareConnect appointments there, kept up to date.';
export const KEEP_PRIVATE =
  'Anyone with this link can see your appointment times and patient names. Keep it private.';
export const REPLACE_QUESTION =
  'Replace your calendar link? The current link stops working: calendars that use it stop updating until you add the new link.';
export const TURN_OFF_QUESTION =
  'Turn off your calendar link? It stops working, and calendars that use it stop updating.';
export const AFTER_APPROVAL = 'You can create a calendar link once your account is approved.';
export const AFTER_DETAILS = 'You can create a calendar link once your doctor details are saved.';

/** The card's lines, closer than a screen's sections. */
const CardLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const NewLink = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  label {
    font-weight: 600;
  }
`;

const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1 1 240px;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875rem;
  }
`;

/** Says 'Link copied.'; while empty it takes no room but stays a live region. */
const CopyStatus = styled.p`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

type Question = 'replace' | 'turnOff' | null;

/** The link just made, shown once with a Copy button (the server never shows it again). */
function NewFeedLink({ url }: { url: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      // No clipboard (a page not served over https): leave the link selected for the keyboard.
      inputRef.current?.select();
      setCopied('Press Ctrl+C (⌘C on a Mac) to copy the selected link.');
    }
  };
  return (
    <NewLink>
      <label htmlFor="calendar-feed-url">Your calendar link</label>
      <CopyRow>
        <TextInput
          id="calendar-feed-url"
          ref={inputRef}
          type="url"
          readOnly
          value={url}
          aria-describedby="calendar-feed-private"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </CopyRow>
      <p id="calendar-feed-private">
        <strong>{KEEP_PRIVATE}</strong>
      </p>
      <Muted>It is shown only now. Add it to your calendar app as a subscription by URL.</Muted>
      <CopyStatus role="status">{copied}</CopyStatus>
    </NewLink>
  );
}

function FeedControls({ doctorId }: { doctorId: string }) {
  const feed = useCalendarFeed(doctorId);
  const create = useCreateCalendarFeed(doctorId);
  const turnOff = useTurnOffCalendarFeed(doctorId);
  const [question, setQuestion] = useState<Question>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (feed.isPending) return <Spinner label="Loading your calendar link" />;
  if (feed.isError)
    return <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />;

  const makeLink = () => {
    setProblem(null);
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setQuestion(null);
      },
      onError: (failure) => {
        setQuestion(null);
        setProblem(errorMessage(failure));
      },
    });
  };
  const stop = () => {
    setProblem(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setQuestion(null);
      },
      onError: (failure) => {
        setQuestion(null);
        setProblem(errorMessage(failure));
      },
    });
  };

  const { active, createdAt } = feed.data;
  const since = createdAt ? ` It was created on ${formatLongDate(createdAt)}.` : '';
  return (
    <>
      <p role="status">
        {active ? `Your calendar link is on.${since}` : 'You have no calendar link.'}
      </p>
      {url ? <NewFeedLink url={url} /> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <ButtonRow>
        {active ? (
          <>
            <Button variant="secondary" onClick={() => setQuestion('replace')}>
              Replace link
            </Button>
            <Button variant="danger" onClick={() => setQuestion('turnOff')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button loading={create.isPending} loadingText="Creating..." onClick={makeLink}>
            Create calendar link
          </Button>
        )}
      </ButtonRow>
      <ConfirmDialog
        open={question === 'replace'}
        title="Replace calendar link"
        message={REPLACE_QUESTION}
        confirmLabel="Replace link"
        cancelLabel="Keep current link"
        busy={create.isPending}
        onConfirm={makeLink}
        onCancel={() => setQuestion(null)}
      />
      <ConfirmDialog
        open={question === 'turnOff'}
        title="Turn off calendar link"
        message={TURN_OFF_QUESTION}
        confirmLabel="Turn off"
        cancelLabel="Keep it on"
        busy={turnOff.isPending}
        onConfirm={stop}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}

/** The doctor's Settings section: a private calendar link (iCalendar feed) of their appointments. */
export function CalendarFeedCard() {
  const doctor = useCurrentDoctor();
  let body;
  if (doctor.isPending) body = <Spinner label="Loading your calendar link" />;
  else if (doctor.isError && isApiError(doctor.error) && doctor.error.status === 404)
    body = (
      <Muted>
        {AFTER_DETAILS} <Link to="/createdoc">Complete your doctor details</Link>
      </Muted>
    );
  else if (doctor.isError)
    body = (
      <ErrorState message={errorMessage(doctor.error)} onRetry={() => void doctor.refetch()} />
    );
  else if (!doctor.data.approved) body = <Muted>{AFTER_APPROVAL}</Muted>;
  else body = <FeedControls doctorId={doctor.data._id} />;
  return (
    <Card title="Calendar feed">
      <CardLines>
        <p>{FEED_EXPLAINED}</p>
        {body}
      </CardLines>
    </Card>
  );
}
