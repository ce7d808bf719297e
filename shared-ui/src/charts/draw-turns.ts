import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChartLibrary, retryChartLibraryIfFailed } from './apex-chart';

// Drawing a chart is the heaviest task of a dashboard (apexcharts measures and builds its SVG
// synchronously). Drawn together, a dashboard's charts made one long task that also held back the
// first paint of the cards and titles around them. Here charts take turns: one drawing per
// task, each after the browser has had a chance to paint.

type Grant = () => void;
const waiting: Grant[] = [];
let busy = false;

function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

function next(): void {
  const grant = waiting.shift();
  if (!grant) {
    busy = false;
    return;
  }
  // The library first (normally preloaded already); a failure is the chart's to show, and the
  // next chart asks for it again.
  retryChartLibraryIfFailed();
  loadChartLibrary().then(grant, grant);
}

function release(): void {
  afterPaint(next);
}

/**
 * `[mayDraw, done]`: `mayDraw` turns true when it is this chart's turn; call `done` once it has
 * drawn (or unmounted) so the next chart may start. A chart with nothing to draw (`wanted`
 * false) takes no turn, and never loads the library.
 */
export function useDrawTurn(wanted: boolean): [boolean, () => void] {
  const [mayDraw, setMayDraw] = useState(false);
  const turn = useRef({ granted: false, released: false });
  const done = useCallback(() => {
    if (turn.current.granted && !turn.current.released) {
      turn.current.released = true;
      release();
    }
  }, []);
  useEffect(() => {
    if (!wanted) return undefined;
    const state = turn.current;
    let unmounted = false;
    const grant = () => {
      if (unmounted) return release(); // its turn came after it left: pass it on
      state.granted = true;
      setMayDraw(true);
    };
    waiting.push(grant);
    if (!busy) {
      busy = true;
      afterPaint(next);
    }
    return () => {
      unmounted = true;
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
      else if (state.granted && !state.released) {
        state.released = true;
        release();
      }
    };
  }, [wanted]);
  return [mayDraw, done];
}

/** Rendered beside a chart inside its Suspense boundary: its effect runs once the chart drew. */
export function TurnDone({ onDone }: { onDone: () => void }): null {
  useEffect(() => {
    onDone();
  }, [onDone]);
  return null;
}
