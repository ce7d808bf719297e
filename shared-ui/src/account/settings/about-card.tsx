import styled from 'styled-components';
import { Card, formatDateTime, KIT_VERSION, useLoadedAreas } from '@careconnect/shared-ui';
import type { AreaRelease } from '@careconnect/shared-ui';
import { areaLabel } from '../../about/area-label';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** 'release v3 · built Nov 26, 2026, 02:03 PM · commit 1a2b3c4 · UI kit 1.2.0' */
export function aboutLine(area: AreaRelease): string {
  const parts = [area.version === 'build' ? 'local build' : `release ${area.version}`];
  if (area.builtAt) parts.push(`built ${formatDateTime(area.builtAt)}`);
  if (area.commit) parts.push(`commit ${area.commit}`);
  if (area.kitVersion) parts.push(`UI kit ${area.kitVersion}`);
  if (area.overriddenFrom) parts.push(`loaded from ${area.overriddenFrom}`);
  return parts.join(' · ');
}

/** Which version of each area this page runs, for the user or for support. */
export function AboutCard() {
  const areas = useLoadedAreas();
  return (
    <Card title="About">
      <Lines aria-label="Versions running on this page">
        {areas.map((area) => (
          <li key={area.remote}>
            <strong>{areaLabel(area.remote)}</strong>: {aboutLine(area)}
          </li>
        ))}
        <li>
          <strong>UI kit of this page</strong>: {KIT_VERSION}
        </li>
      </Lines>
    </Card>
  );
}
