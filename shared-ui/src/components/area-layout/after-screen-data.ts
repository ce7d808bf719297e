import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * How long a screen's requests must stay quiet to count as answered (dependent requests, such as
 * a list asked for once the patient's record is in, start within a render or two).
 */
const QUIET_MS = 100;
/** The most the area's own extras wait, for a screen that asks for nothing or takes long. */
const MAX_WAIT_MS = 4000;

/**
 * Whether the screen's first data is in: the page's queries have fetched and gone quiet. The
 * area's own extras (the unread counts beside the menu, a fresh copy of the signed-in user) wait
 * for it, so their requests and the renders they cause do not come before the screen's content
 * on a slow connection. Once true it stays true.
 */
export function useAfterScreenData(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => setReady(true);
    const check = () => {
      clearTimeout(quiet);
      if (client.isFetching() === 0) quiet = setTimeout(done, QUIET_MS);
    };
    // Every change in the query cache looks again; a page whose cache never changes (a screen
    // that asks for nothing) is let through after MAX_WAIT_MS.
    const unsubscribe = client.getQueryCache().subscribe(check);
    const latest = setTimeout(done, MAX_WAIT_MS);
    return () => {
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(latest);
    };
  }, [client, ready]);
  return ready;
}
