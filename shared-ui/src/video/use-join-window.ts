import { useEffect, useState } from 'react';
import { canJoinVideoVisit, nextJoinChange, type VisitTimes } from './visit-window';

/** Whether the visit may be joined now, kept current as its window opens and closes. */
export function useCanJoinVideoVisit(appointment: VisitTimes | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const next = appointment ? nextJoinChange(appointment, now) : null;
  useEffect(() => {
    if (next === null) return undefined;
    // setTimeout holds at most ~24.8 days; a later change is seen on a later visit to the page.
    const wait = Math.min(Math.max(0, next - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [next]);
  return appointment ? canJoinVideoVisit(appointment, now) : false;
}
