import { useSyncExternalStore } from 'react';
import type { ApexOptions } from 'apexcharts';
import { useTheme } from 'styled-components';
import { lightTheme, type AppTheme } from '@careconnect/shared-ui';

/** Spec §9: the five colours of the health-by-status chart, per theme (3:1 on the surface). */
export const STATUS_COLORS = {
  light: ['#1d4ed8', '#b45309', '#15803d', '#7e22ce', '#be185d'],
  dark: ['#60a5fa', '#fbbf24', '#4ade80', '#c084fc', '#f472b6'],
} as const;

/** Spec §2/§9: the doughnut's two colours, named in its legend. */
export const PEOPLE_COLORS = {
  light: { blue: '#0b5cad', orange: '#c2410c' },
  dark: { blue: '#7cb8ff', orange: '#fb923c' },
} as const;

/** Axis labels a little larger than apexcharts' 11px, for reading on small screens. */
export const AXIS_LABEL_STYLE = { fontSize: '12px' } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches;
}

/** The current theme and the options every chart shares: its text, grid and tooltip colours. */
export function useChartTheme(): { theme: AppTheme; base: ApexOptions } {
  // A chart outside the app's ThemeProvider (a test, a story) still draws, in light colours.
  const theme: AppTheme = (useTheme() as AppTheme | undefined) ?? lightTheme;
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const base: ApexOptions = {
    chart: {
      background: 'transparent',
      foreColor: theme.colors.mutedText,
      fontFamily: theme.fonts.body,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !reducedMotion },
      parentHeightOffset: 0,
    },
    // No `theme.mode`: on an update apexcharts lets the mode override foreColor with its own grey.
    grid: { borderColor: theme.colors.border },
    tooltip: { theme: theme.name },
    legend: { labels: { colors: theme.colors.text } },
    dataLabels: { enabled: false },
    states: { active: { filter: { type: 'none' } } },
  };
  return { theme, base };
}
