import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { areaLabel, Button } from '@careconnect/shared-ui';
import { activeOverrides, endOverrides, type Overrides } from './overrides';
import { loadRuntimeConfig, type RemoteName } from './runtime-config';

const Banner = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 1100;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 3px solid ${({ theme }) => theme.colors.warning};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.875rem;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

// The banner never hides the end of a page: the page scrolls past it.
const RoomForBanner = createGlobalStyle`
  body {
    padding-bottom: 6rem;
  }
`;

/** Says, on every page, which areas this browser loads from a developer's address; one click ends it. */
export function OverrideBanner() {
  const [overrides, setOverrides] = useState<Overrides>({});
  useEffect(() => {
    let live = true;
    loadRuntimeConfig()
      .then((config) => live && setOverrides(activeOverrides(config)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const entries = Object.entries(overrides) as [RemoteName, string][];
  if (entries.length === 0) return null;
  return (
    <Banner role="region" aria-label="Developer override">
      <RoomForBanner />
      {entries.map(([remote, url]) => (
        <p key={remote}>
          Developer override: {areaLabel(remote)} is loaded from <code>{url}</code>
        </p>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          endOverrides();
          window.location.reload();
        }}
      >
        End override
      </Button>
    </Banner>
  );
}
