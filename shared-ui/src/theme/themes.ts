// Design tokens. Both themes carry the same names; every text/background pair used by the kit
// meets WCAG AA (checked in themes.test.ts). The palette follows the shell's landing page CSS.

export interface AppTheme {
  name: 'light' | 'dark';
  colors: {
    background: string;
    surface: string;
    /** A subtle fill for table headers, hovered rows, the active menu entry. */
    surfaceAlt: string;
    text: string;
    mutedText: string;
    primary: string;
    /** Text and icons on a primary fill. */
    onPrimary: string;
    /** Red of field errors and destructive actions. */
    danger: string;
    onDanger: string;
    success: string;
    warning: string;
    /** Decorative lines (cards, table rules). */
    border: string;
    /** Boundaries of form controls: at least 3:1 against the surface (WCAG 1.4.11). */
    controlBorder: string;
    focusRing: string;
    overlay: string;
  };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
  radii: { sm: string; md: string; lg: string; round: string };
  breakpoints: { md: string; lg: string };
  /** Ready-made media queries for the breakpoints, mobile first. */
  media: { md: string; lg: string };
  fonts: { body: string; mono: string };
  layout: { sideMenuWidthMd: string; sideMenuWidthLg: string; topBarHeight: string };
  shadows: { card: string; raised: string };
}

const common = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  breakpoints: { md: '768px', lg: '1200px' },
  media: { md: '@media (min-width: 768px)', lg: '@media (min-width: 1200px)' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  // Spec §9: the side menu is 300px wide on medium screens and 20% on large ones.
  layout: { sideMenuWidthMd: '300px', sideMenuWidthLg: '20%', topBarHeight: '64px' },
} as const;

export const lightTheme: AppTheme = {
  name: 'light',
  colors: {
    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef2f7',
    text: '#14213d',
    mutedText: '#4a5568',
    primary: '#0b5cad',
    onPrimary: '#ffffff',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#146c2e',
    warning: '#8a5300',
    border: '#d9e0ea',
    controlBorder: '#6b7788',
    focusRing: '#0b5cad',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    raised: '0 12px 32px rgba(15, 23, 42, 0.25)',
  },
  ...common,
};

export const darkTheme: AppTheme = {
  name: 'dark',
  colors: {
    background: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    text: '#e2e8f0',
    mutedText: '#cbd5e1',
    primary: '#7cb8ff',
    onPrimary: '#0b1526',
    danger: '#ff9b93',
    onDanger: '#2a0a07',
    success: '#7ddc9a',
    warning: '#f5c46b',
    border: '#334155',
    controlBorder: '#8391a7',
    focusRing: '#9ccaff',
    overlay: 'rgba(2, 6, 23, 0.7)',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 1px 3px rgba(0, 0, 0, 0.5)',
    raised: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
  ...common,
};

export const themes = { light: lightTheme, dark: darkTheme } as const;

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every package.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
