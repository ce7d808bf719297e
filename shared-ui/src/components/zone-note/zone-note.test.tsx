import { render, screen } from '@testing-library/react';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ZoneNote } from './zone-note';
import { restoreBrowserTimeZone, setBrowserTimeZone } from '../../testing/browser-time-zone';

afterEach(restoreBrowserTimeZone);

const renderNote = (zone: string | null, at?: string) =>
  render(
    <AppThemeProvider>
      <ZoneNote zone={zone} at={at} />
    </AppThemeProvider>,
  );

describe('ZoneNote', () => {
  it("names the doctor's place and clock when the browser is elsewhere", () => {
    setBrowserTimeZone('Europe/Berlin');
    renderNote('America/New_York', '2026-12-01T15:00:00Z');
    const note = screen.getByText('Times in New York (EST)');
    expect(note).toBeVisible();
    // The zone's full name for whoever wants it.
    expect(note).toHaveAttribute('title', 'America/New_York');
  });

  it('reads the clock of the moment shown: summer time in July', () => {
    setBrowserTimeZone('Europe/Berlin');
    renderNote('America/New_York', '2026-07-01T15:00:00Z');
    expect(screen.getByText('Times in New York (EDT)')).toBeVisible();
  });

  it('writes a place of several words in words, and UTC as UTC', () => {
    setBrowserTimeZone('America/New_York');
    renderNote('America/Los_Angeles', '2026-12-01T15:00:00Z');
    expect(screen.getByText('Times in Los Angeles (PST)')).toBeVisible();
    renderNote('UTC', '2026-12-01T15:00:00Z');
    expect(screen.getByText('Times in UTC')).toBeVisible();
  });

  it("says nothing when the zone is the browser's, or unknown", () => {
    setBrowserTimeZone('America/New_York');
    const { container } = renderNote('America/New_York');
    expect(container).toBeEmptyDOMElement();
    const second = renderNote(null);
    expect(second.container).toBeEmptyDOMElement();
  });
});
