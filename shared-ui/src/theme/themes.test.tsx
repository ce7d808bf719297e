import { act, render } from '@testing-library/react';
import styled from 'styled-components';
import { sessionStore } from '../session/session-store';
import { AppThemeProvider } from './app-theme-provider';
import { darkTheme, lightTheme, type AppTheme } from './themes';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as [string, AppTheme][])('the %s theme meets WCAG AA', (_name, { colors }) => {
  const backgrounds = {
    background: colors.background,
    surface: colors.surface,
    surfaceAlt: colors.surfaceAlt,
  };

  it.each(Object.entries(backgrounds))('text colours on %s reach 4.5:1', (_bg, background) => {
    for (const text of [colors.text, colors.mutedText, colors.primary, colors.danger]) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('status colours reach 4.5:1 on the surface', () => {
    expect(contrast(colors.success, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.warning, colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('button labels reach 4.5:1 on their fill', () => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onDanger, colors.danger)).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders and the focus ring reach 3:1 (non-text contrast)', () => {
    for (const background of Object.values(backgrounds)) {
      expect(contrast(colors.controlBorder, background)).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.focusRing, background)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('AppThemeProvider', () => {
  const Swatch = styled.p`
    color: ${({ theme }) => theme.colors.text};
  `;

  afterEach(() => act(() => sessionStore.getState().logout()));

  it('follows the session theme: page background and component colours switch to dark', () => {
    const { getByText } = render(
      <AppThemeProvider>
        <Swatch>sample</Swatch>
      </AppThemeProvider>,
    );
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(245, 247, 251)');
    expect(getComputedStyle(getByText('sample')).color).toBe('rgb(20, 33, 61)');

    act(() => sessionStore.getState().setTheme('dark'));

    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(15, 23, 42)');
    expect(getComputedStyle(getByText('sample')).color).toBe('rgb(226, 232, 240)');
  });
});
