import { render, screen } from '@testing-library/react';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { ZoneNote } from './zone-note';
import { restoreBrowserTimeZone, setBrowserTimeZone } from '../../testing/browser-time-zone';

afterEach(restoreBrowserTimeZone);

const renderNote = (zone: string | null) =>
  render(
    <AppThemeProvider>
      <ZoneNote zone={zone} />
    </AppThemeProvider>,
  );

describe('ZoneNote', () => {
  it("names the doctor's zone when the browser is elsewhere", () => {
    setBrowserTimeZone('Europe/Berlin');
    renderNote('America/New_York');
    expect(screen.getByText('Times in America/New_York')).toBeVisible();
  });

  it("says nothing when the zone is the browser's, or unknown", () => {
    setBrowserTimeZone('America/New_York');
    const { container } = renderNote('America/New_York');
    expect(container).toBeEmptyDOMElement();
    const second = renderNote(null);
    expect(second.container).toBeEmptyDOMElement();
  });
});
