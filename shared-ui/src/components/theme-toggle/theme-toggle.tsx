import styled from 'styled-components';
import { useSession } from '@careconnect/shared-ui/core';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.surfaceAlt)};
  transition: background 0.15s;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '22px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ $on, theme }) => ($on ? theme.colors.onPrimary : theme.colors.controlBorder)};
    transition: left 0.15s;
  }
`;

const State = styled.span`
  min-width: 2em;
  font-weight: 600;
`;

export interface ThemeToggleProps {
  /** Show the words 'Dark theme' (the Settings screen); the top bar hides them visually. */
  showLabel?: boolean;
  className?: string;
}

/** Spec §2 Settings: the dark theme switch, On/Off, saved in the session store. */
export function ThemeToggle({ showLabel = true, className }: ThemeToggleProps) {
  const theme = useSession((state) => state.theme);
  const toggleTheme = useSession((state) => state.toggleTheme);
  const on = theme === 'dark';
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggleTheme}
      className={className}
    >
      {showLabel ? <span>Dark theme</span> : <VisuallyHidden>Dark theme</VisuallyHidden>}
      <Track $on={on} aria-hidden="true" />
      <State aria-hidden="true">{on ? 'On' : 'Off'}</State>
    </Switch>
  );
}
