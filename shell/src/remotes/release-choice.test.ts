import { bucketOf, chooseEntry } from './release-choice';
import type { RuntimeConfig } from './runtime-config';

const live = 'http://localhost:3002/r/v1/mf-manifest.json';
const canaryEntry = 'http://localhost:3002/r/v2/mf-manifest.json';

function config(percent: number | null): RuntimeConfig {
  return {
    apiUrl: 'http://localhost:4000',
    remotes: {
      auth_app: 'http://localhost:3001/mf-manifest.json',
      patient_portal: live,
      doctor_portal: 'http://localhost:3003/mf-manifest.json',
      admin_portal: 'http://localhost:3004/mf-manifest.json',
    },
    releases: {
      patient_portal: {
        version: 'v1',
        canary: percent === null ? null : { version: 'v2', percent, entry: canaryEntry },
      },
    },
  };
}

it('buckets are stable and match the release tooling (tooling/releases.test.mjs has the same)', () => {
  expect(bucketOf('')).toBe(61);
  expect(bucketOf('a')).toBe(20);
  expect(bucketOf('665f1c2e9b1d4a0012345678')).toBe(bucketOf('665f1c2e9b1d4a0012345678'));
});

it('a user under the canary share gets the canary, the others the live release', () => {
  const ids = Array.from({ length: 400 }, (_, i) => `user-${i}`);
  const inCanary = ids.filter(
    (id) => chooseEntry(config(10), 'patient_portal', id) === canaryEntry,
  );
  expect(inCanary.length).toBeGreaterThan(20);
  expect(inCanary.length).toBeLessThan(60);
  for (const id of inCanary) expect(bucketOf(id)).toBeLessThan(10);
});

it('no canary, no user, or another remote: the live entry', () => {
  expect(chooseEntry(config(null), 'patient_portal', 'user-1')).toBe(live);
  expect(chooseEntry(config(100), 'patient_portal', null)).toBe(live);
  expect(chooseEntry(config(100), 'doctor_portal', 'user-1')).toBe(
    'http://localhost:3003/mf-manifest.json',
  );
  expect(chooseEntry(config(100), 'patient_portal', 'user-1')).toBe(canaryEntry);
});

it('a server without a release store (the dev server) sends no releases field', () => {
  const { releases: _releases, ...plain } = config(50);
  expect(chooseEntry(plain, 'patient_portal', 'user-1')).toBe(live);
});
