import styled from 'styled-components';
import { isBrowserTimeZone, timeZoneLabel } from '../../format/time-zone';

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
    flex: none;
    width: 0.5em;
    height: 0.5em;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.warning};
  }
`;

export interface ZoneNoteProps {
  /** The IANA zone the times on screen are in (a doctor's), e.g. 'America/New_York'. */
  zone: string | null | undefined;
  /** A moment of the times shown: it decides EST or EDT (now by default). */
  at?: string | Date;
  className?: string;
}

/**
 * 'Times in New York (EST)' beside times written in a doctor's zone, shown only when that zone
 * is not the browser's (then the times would not match the patient's clock). The zone's full
 * name is its tooltip.
 */
export function ZoneNote({ zone, at, className }: ZoneNoteProps) {
  if (!zone || isBrowserTimeZone(zone)) return null;
  const moment = at === undefined ? new Date() : new Date(at);
  const label = timeZoneLabel(zone, Number.isNaN(moment.getTime()) ? new Date() : moment);
  return <Note className={className} title={zone}>{`Times in ${label}`}</Note>;
}
