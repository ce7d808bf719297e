import styled from 'styled-components';
import { isBrowserTimeZone } from '../../format/time-zone';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.mutedText};

  &::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.warning};
  }
`;

export interface ZoneNoteProps {
  /** The IANA zone the times on screen are in (a doctor's), e.g. 'America/New_York'. */
  zone: string | null | undefined;
  className?: string;
}

/**
 * 'Times in America/New_York' under times written in a doctor's zone, shown only when that zone
 * is not the browser's (then the times would not match the patient's clock).
 */
export function ZoneNote({ zone, className }: ZoneNoteProps) {
  if (!zone || isBrowserTimeZone(zone)) return null;
  return <Note className={className}>{`Times in ${zone}`}</Note>;
}
