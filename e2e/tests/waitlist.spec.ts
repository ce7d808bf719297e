// Earlier-time offers: Bea asks for an earlier time than her appointment, Ada cancels hers, the
// offer reaches Bea's open page without a reload, and Bea accepts it: the time is hers and her old
// time is free again. WAITLIST_SCREENSHOTS=1 also saves the screens (light and dark, wide and
// phone) to docs/screenshots.
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../fixtures/api';
import { book, newDoctor, newPatient, signedInPage, uniqueTag } from '../fixtures/builders';
import { apiCall } from '../fixtures/admin-api';
import { SCREEN_SIZES, screenshotSet } from '../fixtures/screenshots';

const DAY = 24 * 60 * 60 * 1000;
const tag = uniqueTag();

const shots = screenshotSet('WAITLIST_SCREENSHOTS', { prefix: 'waitlist-' });

/** A card of the kit, found by its title. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** 10:00 UTC `days` from now. */
function at(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
}

interface Appointment {
  _id: string;
  start: string | null;
  status: string;
}

test('a cancelled time is offered to the patient waiting for it, live, and she accepts it', async ({
  browser,
}) => {
  test.setTimeout(shots.on ? 240_000 : 120_000);
  const doctor = await newDoctor('Ivo', `Brandt${tag}`, {
    hours: { start: '08:00', end: '18:00', minimumNoticeHours: 1, horizonDays: 30 },
  });

  const ada = await newPatient('Ada', `Quill${tag}`);
  const bea = await newPatient('Bea', `Thorn${tag}`);
  const bookAt = async (token: string, start: string) =>
    (await book(token, { doctor: doctor.doctorId, start, reason: 'Check-up' }))._id;
  const earlier = at(2);
  const later = at(6);
  const adas = await bookAt(ada.login.token, earlier);
  const beas = await bookAt(bea.login.token, later);

  const page = await signedInPage(browser, bea.email, { context: { viewport: SCREEN_SIZES.wide } });

  await test.step('Bea asks to be offered an earlier time, any day, from 08:00 to 18:00', async () => {
    await page.goto(`/patient/appointments/view/${beas}`);
    await card(page, 'Earlier time')
      .getByRole('button', { name: 'Offer me an earlier time' })
      .click();
    const form = page.getByRole('form', { name: 'Offer me an earlier time' });
    await form.getByLabel('Saturday').check();
    await form.getByLabel('Sunday').check();
    await shots.save(page, 'ask', {
      show: async () => {
        const again = card(page, 'Earlier time');
        await again.getByRole('button', { name: 'Offer me an earlier time' }).click();
        return again;
      },
    });
    const asking = page.getByRole('form', { name: 'Offer me an earlier time' });
    for (const day of ['Saturday', 'Sunday']) {
      const box = asking.getByLabel(day);
      if (!(await box.isChecked())) await box.check();
    }
    await asking.getByRole('button', { name: 'Offer me an earlier time' }).click();
    await expect(page.getByText('You are on the waitlist.').first()).toBeVisible();
    await expect(
      page.getByText('We will offer you an earlier time when one that suits you is free.'),
    ).toBeVisible();
  });

  await test.step('her Earlier times page waits, with her wish listed', async () => {
    await page.getByRole('link', { name: 'See your offers' }).click();
    await expect(page).toHaveURL(/\/patient\/waitlist$/);
    await expect(
      page.getByText('No offers yet. We will tell you as soon as a time you want is free.'),
    ).toBeVisible();
    await expect(page.getByText(/^Earlier than your appointment on /)).toBeVisible();
  });

  await test.step('Ada cancels; the offer appears on Bea’s open page without a reload', async () => {
    const cancelled = await apiCall('PATCH', `/api/appointment/status/${adas}`, ada.login.token, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const offer = page.getByRole('listitem', { name: new RegExp(`^Dr\\. Ivo Brandt${tag}, `) });
    await expect(offer.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(offer.getByText(/^(1 h \d+ min|2 h) left$/)).toBeVisible();
    await shots.save(page, 'offer', {
      show: async () => {
        // The whole page, once the offer is on it again after the reload.
        await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
      },
    });
  });

  await test.step('Bea accepts: the time is hers', async () => {
    await page
      .getByRole('listitem', { name: new RegExp(`^Dr\\. Ivo Brandt${tag}, `) })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(page.getByText('The time is yours: your appointment is booked.')).toBeVisible();
    await expect(page.getByText('You accepted this time.')).toBeVisible();
    await expect(page.getByText('You are not on any waitlist.')).toBeVisible();
  });

  await test.step('the earlier time is Bea’s, and her old time is free for others', async () => {
    const mine = await apiCall<Appointment[]>(
      'GET',
      `/api/appointment/byPatient/${bea.patientId}`,
      bea.login.token,
    );
    const live = mine.body.filter((a) => a.status === 'pending' || a.status === 'confirmed');
    expect(live.map((a) => a.start)).toEqual([earlier]);
    expect(mine.body.find((a) => a._id === beas)?.status).toBe('cancelled');
    const date = later.slice(0, 10);
    const free = await apiCall<{ start: string }[]>(
      'GET',
      `/api/doctor/slots/${doctor.doctorId}?from=${date}&to=${date}`,
      ada.login.token,
    );
    expect(free.body.map((s) => s.start)).toContain(later);
  });

  await test.step('the administrator sees the offer accepted on Reports', async () => {
    if (!shots.on) return;
    const admin = await signedInPage(browser, demo.admin, {
      context: { viewport: SCREEN_SIZES.wide },
    });
    await admin.goto('/admin/reports');
    const table = admin.getByRole('region', { name: 'Earlier-time offers' });
    await expect(table.getByRole('row', { name: /^Accepted / })).toBeVisible();
    await shots.save(admin, 'figures', {
      show: async () => {
        const region = admin.getByRole('region', { name: 'Earlier-time offers' });
        // On a phone the table's rows read as cards: look for the label, not the row.
        await expect(region.getByText('Days gained in all')).toBeVisible();
        await region.scrollIntoViewIfNeeded();
        return region;
      },
    });
    await shots.save(admin, 'settings', {
      show: async () => {
        const settings = card(admin, 'Earlier-time offer settings');
        await expect(settings.getByLabel(/^Minutes to answer an offer/)).toHaveValue(/^\d+$/);
        await settings.scrollIntoViewIfNeeded();
        return settings;
      },
    });
  });
});
