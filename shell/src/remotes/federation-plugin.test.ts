import { createInstance } from '@module-federation/enhanced/runtime';
import shellFederationPlugin from './federation-plugin';

// The real federation runtime: a shared module (as the charts are, provided by a portal) whose
// chunk fails to arrive once.
function sharedGetter() {
  const calls = { count: 0 };
  const get = () => {
    calls.count += 1;
    if (calls.count === 1) return Promise.reject(new Error('Loading chunk 300 failed'));
    return Promise.resolve(() => ({ drawn: true }));
  };
  return {
    calls,
    shared: { charts: { version: '1.0.0', get, shareConfig: { requiredVersion: false as const } } },
  };
}

afterEach(() => {
  // Plugins registered for every later instance live on the page's global federation object.
  const federation = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__: unknown[] } })
    .__FEDERATION__;
  if (federation) federation.__GLOBAL_PLUGIN__.length = 0;
});

it('without the plugin, the runtime answers every later request with the first failure', async () => {
  const { calls, shared } = sharedGetter();
  const host = createInstance({ name: 'plain_host', remotes: [], shared });
  await expect(host.loadShare('charts')).rejects.toThrow('Loading chunk 300 failed');
  await expect(host.loadShare('charts')).rejects.toThrow('Loading chunk 300 failed');
  expect(calls.count).toBe(1);
});

it('with the plugin, the next request for a shared module whose load failed fetches it again', async () => {
  const { calls, shared } = sharedGetter();
  const host = createInstance({
    name: 'shell_host',
    remotes: [],
    shared,
    plugins: [shellFederationPlugin()],
  });
  await expect(host.loadShare('charts')).rejects.toThrow('Loading chunk 300 failed');
  const factory = await host.loadShare<{ drawn: boolean }>('charts');
  expect(factory && factory()).toEqual({ drawn: true });
  expect(calls.count).toBe(2);
  // Loaded now: kept, not fetched a third time.
  await host.loadShare('charts');
  expect(calls.count).toBe(2);
});

it('a remote’s own instance, created after the shell’s, gets the same behaviour', async () => {
  createInstance({ name: 'shell_first', remotes: [], plugins: [shellFederationPlugin()] });
  const { calls, shared } = sharedGetter();
  const remote = createInstance({ name: 'patient_remote', remotes: [], shared });
  await expect(remote.loadShare('charts')).rejects.toThrow('Loading chunk 300 failed');
  const factory = await remote.loadShare<{ drawn: boolean }>('charts');
  expect(factory && factory()).toEqual({ drawn: true });
  expect(calls.count).toBe(2);
});
