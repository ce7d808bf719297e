import { Fragment } from 'react';

/**
 * An email address in a table cell. It is one long word: unbroken, it widens its column until
 * the last columns (status, actions) leave the screen. It may wrap before its '@' and after a
 * dot, never inside a name.
 */
export function EmailText({ text }: { text: string }) {
  const parts = text.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one address never move: their position is their identity.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
