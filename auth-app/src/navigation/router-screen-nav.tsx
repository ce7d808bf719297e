import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenNavProvider, type ScreenNav } from './screen-nav';

/** The area's screens move on with the router the shell (or the area's own page) gives them. */
export function RouterScreenNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const nav = useMemo<ScreenNav>(
    () => ({ navigate: (to) => void navigate(to), search, state }),
    [navigate, search, state],
  );
  return <ScreenNavProvider nav={nav}>{children}</ScreenNavProvider>;
}
