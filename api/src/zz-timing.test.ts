import { it } from 'node:test';
import { setupTestApp, dayFromToday } from '../test/helpers.js';
it('timing', async () => {
  let t0 = Date.now();
  const t = await setupTestApp();
  console.log('setup', Date.now() - t0);
  for (let i = 0; i < 5; i++) {
    t0 = Date.now();
    await t.reset();
    console.log('reset', Date.now() - t0);
    t0 = Date.now();
    const p = await t.createPatient();
    const d = await t.createDoctor();
    console.log('create2', Date.now() - t0);
    t0 = Date.now();
    const r = await t.request('POST', '/api/appointment/create', {
      token: p.token,
      body: { doctor: d.doctorId, date: dayFromToday(2), timeSlot: '10:00 AM - 10:30 AM' },
    });
    console.log('book', Date.now() - t0, r.status);
  }
  await t.close();
});
