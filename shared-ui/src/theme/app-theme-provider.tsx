import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useSession } from '@careconnect/shared-ui/core';
import { GlobalStyle } from './global-style';
import { themes } from './themes';

/** The theme of the session store (light or dark), its global styles, for everything inside. */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  const name = useSession((state) => state.theme);
  return (
    <ThemeProvider theme={themes[name]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
