/**
 * The most recently used values up to `maxBytes` in all, for contents that never change under
 * their key (a photo's id). Concurrent loads of one key share a single load.
 */
export function createByteCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  const loading = new Map<string, Promise<Buffer | null>>();
  let total = 0;

  const remember = (key: string, value: Buffer) => {
    if (value.byteLength > maxBytes) return;
    entries.set(key, value);
    total += value.byteLength;
    // Map order is insertion order and a hit re-inserts: the first entries are the least recent.
    for (const [oldKey, old] of entries) {
      if (total <= maxBytes) break;
      entries.delete(oldKey);
      total -= old.byteLength;
    }
  };

  return {
    async get(key: string, load: () => Promise<Buffer | null>): Promise<Buffer | null> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          if (value && !entries.has(key)) remember(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    get size() {
      return total;
    },
  };
}
