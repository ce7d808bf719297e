// Every list of the three areas on a phone (390 × 844): table rows become cards, nothing needs
// sideways scrolling, everything inside an entry (each value, status and action) is on screen,
// and a table's values carry their column's name. On a desk (1280 × 800) every table fits the
// width, so the last column (status, actions) is never cut off.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminLogin, book, newDoctor, newPatient, signInAs } from '../fixtures/builders';
import { apiCall } from '../fixtures/admin-api';
import { apiLogin, demo } from '../fixtures/api';
import { type CalendarDoctor } from '../fixtures/calendar';
import { dayFromToday } from '../fixtures/doctor';
import { apiCalls } from '../fixtures/faults';
import { drawLazyParts } from '../fixtures/lazy-parts';
import { patientIdOf } from '../fixtures/patient-api';
import { AvailabilityPage } from '../pages/scheduling.page';

test.use({ viewport: { width: 390, height: 844 } });

/** What a list's path may need. */
interface Ids {
  userId: string;
  /** The demo patient's record. */
  patientId: string;
}

interface List {
  who: keyof typeof demo;
  path: (ids: Ids) => string;
  name: string;
  /** The list's entries; a table's rows by default. */
  rows?: (page: Page) => Locator;
  /** Answers given in place of the server's, for a list its demo data cannot fill. */
  answers?: Record<string, unknown>;
}

/** The first three rows of each table of the screen. */
const tableRows = (page: Page) => page.locator('main table tbody tr:nth-child(-n+3)');
const listItems = (name: string) => (page: Page) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');
/** The entries of a card's list, the card known by its heading. */
const cardItems = (heading: string) => (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })
    .getByRole('listitem');

const LISTS: List[] = [
  // The patient's area.
  { who: 'patient', path: () => '/patient/appointments', name: 'patient appointments' },
  {
    who: 'patient',
    path: () => '/patient/notifications',
    name: 'patient notifications',
    rows: listItems('Notifications'),
  },
  { who: 'patient', path: () => '/patient/nutrition', name: 'patient food recommendations' },
  { who: 'patient', path: () => '/patient/sports', name: 'patient sports recommendations' },
  {
    who: 'patient',
    path: () => '/patient/chats',
    name: 'patient chats',
    rows: listItems('Conversations'),
  },
  { who: 'patient', path: () => '/patient/reports', name: 'patient reports' },
  { who: 'patient', path: () => '/patient/feedback', name: 'patient feedback' },
  { who: 'patient', path: () => '/patient/settings/doctors', name: 'patient doctors' },
  {
    who: 'patient',
    path: () => '/patient/settings',
    name: 'patient email copies',
    rows: cardItems('Email copies'),
  },
  {
    who: 'patient',
    path: () => '/patient/appointments/book',
    name: 'doctors to book with',
    rows: (page) => page.getByRole('group', { name: 'Doctor', exact: true }).getByRole('listitem'),
  },
  // The doctor's area.
  {
    who: 'doctor',
    path: (ids) => `/doctor/appointments/${ids.userId}`,
    name: 'doctor appointments',
  },
  { who: 'doctor', path: (ids) => `/doctor/patients/${ids.userId}`, name: 'doctor patients' },
  {
    who: 'doctor',
    path: (ids) => `/doctor/patients/view/${ids.patientId}`,
    name: 'doctor patient record',
  },
  { who: 'doctor', path: () => '/doctor/health', name: 'health issues' },
  {
    who: 'doctor',
    path: (ids) => `/doctor/sportNutri?patient=${ids.patientId}`,
    name: 'doctor plans',
  },
  { who: 'doctor', path: () => '/doctor/reports', name: 'doctor reports' },
  {
    who: 'doctor',
    path: () => '/doctor/chats',
    name: 'doctor chats',
    rows: listItems('Conversations'),
  },
  {
    who: 'doctor',
    path: () => '/doctor/notifications',
    name: 'doctor notifications',
    rows: listItems('Notifications'),
  },
  {
    who: 'doctor',
    path: () => '/doctor/settings',
    name: 'doctor email copies',
    rows: cardItems('Email copies'),
  },
  // The administrator's area.
  { who: 'admin', path: () => '/admin/appointments', name: 'admin appointments' },
  { who: 'admin', path: () => '/admin/patients', name: 'admin patients' },
  { who: 'admin', path: () => '/admin/doctors', name: 'admin doctors' },
  {
    who: 'admin',
    path: (ids) => `/admin/patients/view/${ids.patientId}`,
    name: 'admin patient record',
  },
  { who: 'admin', path: (ids) => `/admin/patients/audit/${ids.patientId}`, name: 'audit trail' },
  { who: 'admin', path: () => '/admin/reports', name: 'admin reports' },
  {
    who: 'admin',
    path: () => '/admin/notifications',
    name: 'admin notifications',
    rows: listItems('Notifications'),
  },
  {
    who: 'admin',
    path: () => '/admin/settings',
    name: 'admin email copies',
    rows: cardItems('Email copies'),
  },
  // Kept from old data or a failing mail server, which the demo cannot make: answered here.
  {
    who: 'admin',
    path: () => '/admin/appointments',
    name: 'appointments that need a new time',
    rows: cardItems('Appointments that need a new time'),
    answers: {
      '/api/appointment/schedule-issues': [
        {
          _id: '00000000-0000-4000-8000-000000000001',
          date: '2026-12-03',
          timeSlot: '10:00 AM - 10:30 AM',
          status: 'pending',
          scheduleIssue: 'overlap',
          patient: {
            _id: 'p1',
            user: { firstName: 'Maximiliana', lastName: 'Oyelaran-Whitfield' },
          },
          doctor: { _id: 'd1', user: { firstName: 'Bartholomew', lastName: 'Castellanos-Ruiz' } },
        },
      ],
    },
  },
  {
    who: 'admin',
    path: () => '/admin/dashboard',
    name: 'reminders that could not be sent',
    rows: cardItems('Reminders that could not be sent'),
    answers: {
      '/api/reminders/failed': [
        {
          _id: 'job-1',
          kind: '24h',
          start: '2026-12-03T10:00:00.000Z',
          failedAt: '2026-12-02T10:00:00.000Z',
          attempts: 4,
          error:
            '550 5.1.1 <maximiliana.oyelaran-whitfield@example.test>: Recipient address rejected',
          appointment: {
            _id: '00000000-0000-4000-8000-000000000002',
            date: '2026-12-03',
            timeSlot: '10:00 AM - 10:30 AM',
            status: 'confirmed',
            patientName: 'Maximiliana Oyelaran-Whitfield',
            doctorName: 'Dr. Bartholomew Castellanos-Ruiz',
          },
        },
      ],
    },
  },
];

/** Waits for the heading and for the lazily drawn parts of the screen. */
async function settle(page: Page, name: string) {
  await expect(page.locator('h1').first(), `${name}: heading`).toBeVisible();
  await drawLazyParts(page, name);
}

async function checkCards(page: Page, name: string, rows: Locator) {
  await expect(rows.first(), `${name}: entries`).toBeVisible();
  await settle(page, name);
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: sideways scrolling`).toBeLessThanOrEqual(0);
  // The column headers of the tables on screen (not a chart's table for screen readers) are out
  // of sight; each value carries its column's name.
  const headers = await page.locator('main table').evaluateAll((tables: HTMLTableElement[]) =>
    tables
      .filter((table) => {
        for (let el: Element | null = table; el; el = el.parentElement) {
          const box = el.getBoundingClientRect();
          if (box.width <= 1 && box.height <= 1 && getComputedStyle(el).overflow === 'hidden')
            return false;
        }
        return true;
      })
      .map((table) => (table.tHead ? getComputedStyle(table.tHead).position : 'no header')),
  );
  for (const position of headers) expect(position, `${name}: column headers`).toBe('absolute');
  const count = Math.min(await rows.count(), 12);
  for (let i = 0; i < count; i++) {
    // Everything drawn inside the entry, its values, badges, links and buttons, is on screen.
    const outside = await rows.nth(i).evaluate((row, screenWidth) => {
      const found: string[] = [];
      for (const el of [row, ...row.querySelectorAll('*')]) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < -0.5 || box.right > screenWidth + 0.5) {
          const text = (el.textContent ?? '').trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()} "${text}" at ${box.left}–${box.right}`);
        }
      }
      return found;
    }, width);
    expect(outside, `${name}: entry ${i + 1} off the screen`).toEqual([]);
    // Its actions are not only inside the width but shown (not hidden by an overflow).
    const actions = rows.nth(i).locator('button, a');
    for (let a = 0; a < (await actions.count()); a++) {
      const action = actions.nth(a);
      if (!(await action.boundingBox())) continue; // inside a closed menu
      await expect(action, `${name}: entry ${i + 1} action ${a + 1}`).toBeVisible();
    }
  }
  const status = page.locator('main table tbody tr td[data-label="Status"]').first();
  if (await status.count()) {
    const label = await status.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label, `${name}: the status says what it is`).toBe('"Status"');
    await expect(status, `${name}: the first status`).toBeVisible();
  }
}

let patientId = '';
test.beforeAll(async () => {
  patientId = await patientIdOf(await apiLogin(demo.patient));
});

for (const list of LISTS) {
  test(`${list.name} read as cards on a phone`, async ({ page }) => {
    for (const [path, body] of Object.entries(list.answers ?? {})) {
      await page.route(
        (url) => apiCalls(url) && url.pathname === path,
        (route) => route.fulfill({ json: body }),
      );
    }
    const login = await signInAs(page, demo[list.who]);
    await page.goto(list.path({ userId: login.user._id, patientId }));
    await checkCards(page, list.name, (list.rows ?? tableRows)(page));
  });
}

test.describe('a doctor of their own', () => {
  const LATER_DAY = dayFromToday(3);
  let doctor: CalendarDoctor;
  let strangerEmail = '';
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    doctor = await newDoctor('Philippa', 'Montgomery-Achterberg', {
      specialization: 'Dermatology',
      hours: { timeZone: 'UTC' },
    });
    const { token } = await adminLogin();
    const patient = await newPatient('Maximiliana', 'Oyelaran-Whitfield');
    // Today's first time, whatever the hour of the run: an administrator may enter a visit that
    // has already started (docs/decisions/clinical-actions-in-the-past.md), and it is on today's
    // agenda either way; a free time later today may no longer exist in the evening.
    await book(token, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: dayFromToday(0),
      timeSlot: '09:00 AM - 09:30 AM',
      reason: 'Phone layout check',
    });
    // A later visit, for the list of appointments that new hours leave out.
    await book(token, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: LATER_DAY,
      reason: 'Phone layout check',
    });
    // A patient outside the doctor's care, whose record the doctor opens in an emergency.
    const stranger = await newPatient('Konstantin', 'Abernathy-Lindqvist');
    const login = await apiLogin(doctor.email);
    const grant = await apiCall('POST', '/api/care/emergency', login.token, {
      patient: stranger.patientId,
      reason: 'Unconscious at the front desk; allergies needed before treatment',
    });
    expect(grant.status, 'emergency access').toBe(201);
    // The doctor asks to join her care: a request on her list of doctors.
    const asked = await apiCall('POST', '/api/care/request', login.token, {
      patient: stranger.patientId,
    });
    expect(asked.status, 'care request').toBe(200);
    strangerEmail = stranger.email;
  });

  test("a doctor's request to join the patient's care reads on a phone", async ({ page }) => {
    await signInAs(page, strangerEmail);
    await page.goto('/patient/settings/doctors');
    const requests = page.getByRole('region', { name: 'Requests' }).getByRole('listitem');
    await checkCards(page, 'care requests', requests);
    // Accept and Decline are in view.
    await expect(requests.first().getByRole('button')).toHaveCount(2);
  });

  test("today's agenda reads on a phone", async ({ page }) => {
    await signInAs(page, doctor.email);
    await page.goto('/doctor/dashboard');
    const agenda = page.getByRole('region', { name: 'Today’s agenda' });
    await checkCards(page, "today's agenda", agenda.getByRole('listitem'));
    // The visit's own step (Start, Confirm or Complete) is in view.
    await expect(agenda.getByRole('listitem').first().getByRole('button').first()).toBeVisible();
  });

  test('the appointments outside new hours read on a phone', async ({ page }) => {
    await signInAs(page, doctor.email);
    await page.goto('/doctor/settings/availability');
    const hours = new AvailabilityPage(page);
    await expect(hours.heading()).toBeVisible();
    await hours.closeDate(LATER_DAY);
    await hours.save();
    await checkCards(page, 'outside the hours', hours.outsideHours().getByRole('listitem'));
  });

  test('emergency accesses read as cards on a phone', async ({ page }) => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/emergency-access');
    await checkCards(page, 'emergency accesses', tableRows(page));
  });
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const who of ['patient', 'doctor', 'admin'] as const) {
    test(`the ${who}'s tables fit a desk without sideways scrolling`, async ({ page }) => {
      const login = await signInAs(page, demo[who]);
      for (const list of LISTS.filter((l) => l.who === who && !l.rows && !l.answers)) {
        await page.goto(list.path({ userId: login.user._id, patientId }));
        await expect(tableRows(page).first(), `${list.name}: rows`).toBeVisible();
        await settle(page, list.name);
        // Each table's box scrolls sideways when its columns do not fit (DataTable's scroller);
        // a chart's table for screen readers sits in a 1 px box and is left out.
        const spill = await page.locator('main table').evaluateAll((tables) =>
          tables
            .map((table) => table.parentElement!)
            .filter((box) => box.clientWidth > 1)
            .map((box) => box.scrollWidth - box.clientWidth),
        );
        for (const [i, pixels] of spill.entries())
          expect(pixels, `${list.name}: table ${i + 1} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});
