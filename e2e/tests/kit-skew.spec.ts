import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newPatient, signInAs } from '../fixtures/builders';
import { buildPatientPortalWithKit, type KitCopy } from '../fixtures/kit-copy';
import { serveSpare, spareUrl, stopNow } from '../fixtures/servers';
import { AreaPage } from '../pages/area.page';
import { repoRoot } from '../fixtures/paths';

/** The kit the live shell was built with, and two newer ones: a minor and the one after it. */
const PAGE_KIT: string = JSON.parse(
  readFileSync(join(repoRoot, 'shared-ui', 'package.json'), 'utf8'),
).version;
const [KIT_MAJOR, KIT_MINOR] = PAGE_KIT.split('.').map(Number) as [number, number];
const NEWER_KIT = `${KIT_MAJOR}.${KIT_MINOR + 1}.0`;
const NEWEST_KIT = `${KIT_MAJOR}.${KIT_MINOR + 2}.0`;

// A portal released against a newer kit than the live shell's. The kit's stateless parts travel
// inside the portal, so a new component or helper just works; a name of the kit's shared core that
// the page does not have keeps the area away, with both versions named, before any of its code runs.

const DASHBOARD = 'patient-portal/src/features/dashboard/components/patient-dashboard.tsx';
const useInDashboard = (name: string, text: string) => ({
  file: DASHBOARD,
  replace: [
    ['  HEALTH_CHART_TITLE,\n', `  HEALTH_CHART_TITLE,\n  ${name},\n`],
    [
      '<h2 id="first-steps-title">Welcome to CareConnect</h2>',
      `<h2 id="first-steps-title">{${name}()}</h2>`,
    ],
  ] as [string, string][],
  text,
});

/** A new patient, signed in on the spare shell (the one served with the newer portal). */
async function signInNewPatient(page: Page, name: string) {
  const patient = await newPatient(name, 'Skew');
  await signInAs(page, patient.login, { shell: spareUrl('shell') });
  return patient;
}

test.describe('a portal built against a newer kit than the live shell', () => {
  // Two production builds of the portal: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  test('a new stateless kit export: the area runs its own copy, on the page’s one session', async ({
    page,
  }) => {
    const greeting = useInDashboard('kitGreeting', `Welcome to CareConnect, from kit ${NEWER_KIT}`);
    let copy: KitCopy | null = null;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      copy = await buildPatientPortalWithKit({
        kitVersion: NEWER_KIT,
        edits: [
          {
            file: 'shared-ui/src/format/kit-greeting.ts',
            content: `export const kitGreeting = () => '${greeting.text}';\n`,
          },
          {
            file: 'shared-ui/src/index.ts',
            replace: [
              [
                '// Formatting\n',
                "// Formatting\nexport { kitGreeting } from './format/kit-greeting';\n",
              ],
            ],
          },
          greeting,
        ],
      });
      const portal = await serveSpare('patient-portal', { distRoot: copy.dist });
      const shell = await serveSpare('shell', { spare: ['patient-portal'] });
      try {
        await signInNewPatient(page, 'Kit');
        await page.goto(spareUrl('shell') + '/patient/dashboard');
        await expect(page.getByRole('heading', { name: greeting.text })).toBeVisible();

        await test.step('Settings names both kits: the area’s and the page’s', async () => {
          await new AreaPage(page).menu().getByRole('link', { name: 'Settings' }).click();
          const about = page.getByRole('list', { name: 'Versions running on this page' });
          await expect(about).toContainText(`Patient area: local build · UI kit ${NEWER_KIT}`);
          await expect(about).toContainText(`UI kit of this page: ${PAGE_KIT}`);
        });

        await test.step('the area’s theme switch and Logout act on the shell’s session', async () => {
          const before = await page.evaluate(() => document.documentElement.dataset.theme);
          await new AreaPage(page).themeToggle().first().click();
          await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? 'light');
          await new AreaPage(page).menu().getByRole('button', { name: 'Logout' }).click();
          await expect(page).toHaveURL(/\/login$/);
        });
        expect(errors).toEqual([]);
      } finally {
        await stopNow(shell);
        await stopNow(portal);
      }
    } finally {
      copy?.remove();
    }
  });

  test('a new core export the page lacks: the named “unavailable” screen, no error', async ({
    page,
  }) => {
    const marker = useInDashboard('kitMarker', 'marker');
    let copy: KitCopy | null = null;
    const errors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    try {
      copy = await buildPatientPortalWithKit({
        kitVersion: NEWEST_KIT,
        edits: [
          {
            file: 'shared-ui/src/about/kit-marker.ts',
            content: `export const kitMarker = () => 'A name only kit ${NEWEST_KIT} has';\n`,
          },
          {
            file: 'shared-ui/src/core.ts',
            replace: [
              [
                "export * from './about/areas';\n",
                "export * from './about/areas';\nexport * from './about/kit-marker';\n",
              ],
            ],
          },
          {
            file: 'shared-ui/src/index.ts',
            replace: [
              [
                '// Formatting\n',
                "// Formatting\nexport { kitMarker } from '@careconnect/shared-ui/core';\n",
              ],
            ],
          },
          marker,
        ],
      });
      const portal = await serveSpare('patient-portal', { distRoot: copy.dist });
      const shell = await serveSpare('shell', { spare: ['patient-portal'] });
      try {
        await signInNewPatient(page, 'Marker');
        await page.goto(spareUrl('shell') + '/patient/dashboard');
        await expect(new AreaPage(page).unavailable()).toBeVisible();
        await expect(
          page.getByText(
            `This version of the area needs UI kit ${NEWEST_KIT}; this page runs UI kit ${PAGE_KIT}.`,
          ),
        ).toBeVisible();
        expect(consoleErrors.join('\n')).toContain('needs kitMarker');
        expect(errors).toEqual([]);

        await test.step('the rest of the suite keeps working', async () => {
          await page.goto(spareUrl('shell') + '/');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        });
      } finally {
        await stopNow(shell);
        await stopNow(portal);
      }
    } finally {
      copy?.remove();
    }
  });
});
