import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the visible part of the page a chart starts drawing. */
export const NEAR_VIEWPORT_MARGIN = '100px';

/**
 * True once the element has come within `NEAR_VIEWPORT_MARGIN` of the visible part of the page,
 * and from then on. Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
