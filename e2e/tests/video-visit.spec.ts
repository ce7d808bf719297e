import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { coturnMissing, startCoturn, type RunningCoturn } from '../../scripts/coturn.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { apiLogin, type LoginResult } from '../fixtures/api';
import { apiCall } from '../fixtures/admin-api';
import { newDoctor, newPatient, setHours, signedInPage } from '../fixtures/builders';
import { zoneWithHourNow } from '../fixtures/scheduling';
import { SCREEN_SIZES, screenshotSet } from '../fixtures/screenshots';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// A video visit as its two people meet it: each in a Chromium of their own (a separate process,
// a fake camera and microphone, the permission prompt answered yes). The patient books a video
// time that starts in a few minutes, joins and waits; the doctor admits her; both peer
// connections reach `connected` and video frames arrive. A third account's signalling is refused.
// Then once more with the relay forced (iceTransportPolicy 'relay', set by this test alone)
// through the coturn this test starts on 127.0.0.1: the selected candidate pair is a relay one.

const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
// The whole page, without reloading (the call goes on): the theme is switched on the page.
const shots = screenshotSet('VIDEO_SCREENSHOTS', {
  prefix: 'video-visit-',
  defaults: { live: true },
});
const WAITING = 'The doctor will let you in shortly.';

/** The date and 'HH:mm' in `zone` of an instant. */
function wallClock(ms: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    clock: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * Records every RTCPeerConnection the page makes (window.__peers), and with `forced` forces the
 * relay: the test's own switch, the product's code is the same.
 */
function recordPeers({ forced }: { forced: boolean }) {
  const Native = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
  class Recorded extends Native {
    constructor(config?: RTCConfiguration) {
      super(forced ? { ...config, iceTransportPolicy: 'relay' } : config);
      peers.push(this);
    }
  }
  window.RTCPeerConnection = Recorded;
}

/** The newest peer connection's video frames decoded and its selected pair's local type. */
async function peerStats(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    const pc = peers.at(-1);
    if (!pc) return { state: 'none', framesDecoded: 0, localType: '', remoteType: '' };
    const stats = await pc.getStats();
    let framesDecoded = 0;
    let pairId = '';
    const byId = new Map<string, Record<string, unknown>>();
    stats.forEach((report: Record<string, unknown>) => {
      byId.set(report.id as string, report);
      if (report.type === 'inbound-rtp' && report.kind === 'video')
        framesDecoded += Number(report.framesDecoded ?? 0);
      if (report.type === 'transport' && report.selectedCandidatePairId)
        pairId = report.selectedCandidatePairId as string;
    });
    const pair = byId.get(pairId);
    const local = pair ? byId.get(pair.localCandidateId as string) : undefined;
    const remote = pair ? byId.get(pair.remoteCandidateId as string) : undefined;
    return {
      state: pc.connectionState,
      framesDecoded,
      localType: String(local?.candidateType ?? ''),
      remoteType: String(remote?.candidateType ?? ''),
    };
  });
}

/** The person's own browser window, signed in, its peer connections recorded. */
async function videoPage(
  browser: Browser,
  login: Pick<LoginResult, 'token' | 'user'>,
  relay: boolean,
) {
  const page = await signedInPage(browser, login, {
    context: { viewport: SCREEN_SIZES.wide },
    prepare: (context) => context.addInitScript(recordPeers, { forced: relay }),
  });
  return { context: page.context(), page };
}

const stage = (page: Page) => page.getByRole('region', { name: 'Video visit' });

let patientBrowser: Browser;
let doctorBrowser: Browser;
let relay: RunningCoturn | null = null;

test.beforeAll(async () => {
  // Two browsers, two processes: the patient's and the doctor's computers.
  const launch = () =>
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...MEDIA_FLAGS] });
  [patientBrowser, doctorBrowser] = await Promise.all([launch(), launch()]);
});

test.afterAll(async () => {
  await Promise.all([patientBrowser?.close(), doctorBrowser?.close()]);
  await relay?.stop();
});

test('a video visit: the patient waits, the doctor admits, both connect; then through the relay alone', async () => {
  test.setTimeout(shots.on ? 300_000 : 180_000);
  // A zone whose clock reads 01:00–21:59 now, so a range starting in minutes ends the same day.
  const zone = zoneWithHourNow(1, 21);
  const doctor = await newDoctor('Iris', 'Vantongeren');
  const doctorLogin = await apiLogin(doctor.email);
  const patient = await newPatient('Selma', 'Okonkwo');
  const stranger = await newPatient('Tobias', 'Reinholt');

  // Video hours of their own, starting 3 minutes from now: the visit opens at once (10 minutes
  // before its start) without moving any clock.
  const startAt = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
  const from = wallClock(startAt, zone);
  const to = wallClock(startAt + 60 * 60_000, zone);
  await setHours(
    doctor.doctorId,
    {
      timeZone: zone,
      horizonDays: 30,
      weekly: [],
      overrides: [
        { date: from.date, ranges: [{ start: from.clock, end: to.clock, kinds: ['video'] }] },
      ],
    },
    doctorLogin.token,
  );

  const patientSide = await videoPage(patientBrowser, patient.login, false);
  const doctorSide = await videoPage(doctorBrowser, doctorLogin, false);
  const p = patientSide.page;
  const d = doctorSide.page;
  let appointmentId = '';

  await test.step('the patient books a video visit', async () => {
    const booking = new PatientAppointmentsPage(p);
    await p.goto('/patient/appointments/book');
    await booking.findDoctor({ name: 'Vantongeren' });
    await booking.doctorChoice(/Dr\. Iris Vantongeren/).check();
    await booking.chooseFirstFreeSlot(from.date);
    // The time is offered by video only: the choice says so.
    await expect(p.getByRole('radio', { name: 'In person' })).toBeDisabled();
    await expect(p.getByRole('radio', { name: 'Video visit' })).toBeChecked();
    const created = p.waitForResponse(
      (r) => r.url().endsWith('/api/appointment/create') && r.request().method() === 'POST',
    );
    await booking.submit().click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { _id: string; kind: string };
    expect(body.kind).toBe('video');
    appointmentId = body._id;
    await expect(booking.rows(/Dr\. Iris Vantongeren/)).toContainText('Video');
  });

  await test.step('she joins and waits; nothing reaches the doctor before admission', async () => {
    await p.goto(`/patient/appointments/view/${appointmentId}`);
    await p.getByRole('link', { name: 'Join video visit' }).click();
    await expect(p.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await expect(p.getByLabel('Your camera')).toBeVisible();
    await shots.save(p, 'waiting');
  });

  await test.step('a third account cannot signal, read or get relay credentials', async () => {
    for (const [method, path, body] of [
      [
        'POST',
        `/api/video/${appointmentId}/signals`,
        { type: 'offer', sdp: 'v=0', session: 'stranger-01' },
      ],
      ['GET', `/api/video/${appointmentId}/signals`, undefined],
      ['POST', `/api/video/${appointmentId}/join`, undefined],
      ['GET', `/api/video/${appointmentId}/ice`, undefined],
    ] as const) {
      const answer = await apiCall(method, path, stranger.login.token, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  await test.step('the doctor sees her waiting and admits her; both connect and frames flow', async () => {
    await d.goto(`/doctor/appointments/view/${appointmentId}`);
    await d.getByRole('link', { name: 'Join video visit' }).click();
    await expect(
      d.getByRole('status').filter({ hasText: 'Selma Okonkwo is in the waiting room.' }),
    ).toBeVisible();
    await d.getByRole('button', { name: 'Admit Selma Okonkwo' }).click();
    for (const page of [p, d])
      await expect(stage(page)).toHaveAttribute('data-connection-state', 'connected', {
        timeout: 30_000,
      });
    await expect(
      p.getByRole('status').filter({ hasText: 'Connected with Dr. Iris Vantongeren' }),
    ).toBeVisible();
    for (const page of [p, d]) {
      const first = (await peerStats(page)).framesDecoded;
      await expect
        .poll(async () => (await peerStats(page)).framesDecoded, { timeout: 20_000 })
        .toBeGreaterThan(first);
      await expect
        .poll(() => page.getByLabel(/'s video$/).evaluate((v: HTMLVideoElement) => v.videoWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    }
    await shots.save(d, 'call');
  });

  await test.step('the doctor reloads: the call comes back without the patient reloading', async () => {
    const before = await p.evaluate(
      () => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.length,
    );
    await d.reload();
    for (const page of [p, d])
      await expect(stage(page)).toHaveAttribute('data-connection-state', 'connected', {
        timeout: 30_000,
      });
    // The patient's page made a new peer connection for the doctor's new one.
    expect(
      await p.evaluate(
        () => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.length,
      ),
    ).toBeGreaterThan(before);
    const first = (await peerStats(d)).framesDecoded;
    await expect
      .poll(async () => (await peerStats(d)).framesDecoded, { timeout: 20_000 })
      .toBeGreaterThan(first);
  });

  await test.step('both hang up', async () => {
    await p.getByRole('button', { name: 'Hang up' }).click();
    await expect(
      p.getByRole('status').filter({ hasText: 'You left the video visit.' }),
    ).toBeVisible();
    await expect(
      d.getByRole('status').filter({ hasText: 'The patient left the video visit.' }),
    ).toBeVisible();
    await d.getByRole('button', { name: 'Hang up' }).click();
  });

  await test.step('once more through the relay alone', async () => {
    const missing = coturnMissing();
    test.skip(missing !== null, `coturn cannot run here: ${missing}`);
    relay = await startCoturn({
      port: Number(process.env.E2E_TURN_PORT),
      secret: process.env.E2E_TURN_SECRET,
      offset: Number(process.env.E2E_PORT_OFFSET ?? 100),
    });
    const patientRelay = await videoPage(patientBrowser, patient.login, true);
    const doctorRelay = await videoPage(doctorBrowser, doctorLogin, true);
    await patientRelay.page.goto(`/patient/appointments/video/${appointmentId}`);
    await expect(patientRelay.page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
    await doctorRelay.page.goto(`/doctor/appointments/video/${appointmentId}`);
    await doctorRelay.page.getByRole('button', { name: 'Admit Selma Okonkwo' }).click();
    for (const page of [patientRelay.page, doctorRelay.page]) {
      await expect(stage(page)).toHaveAttribute('data-connection-state', 'connected', {
        timeout: 30_000,
      });
      const stats = await peerStats(page);
      expect(stats.localType).toBe('relay');
      expect(stats.remoteType).toBe('relay');
      await expect
        .poll(async () => (await peerStats(page)).framesDecoded, { timeout: 20_000 })
        .toBeGreaterThan(stats.framesDecoded);
    }
    await Promise.all([patientRelay.context.close(), doctorRelay.context.close()]);
  });

  await Promise.all([patientSide.context.close(), doctorSide.context.close()]);
});
