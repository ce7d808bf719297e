// Storage access that never throws: private modes and blocked cookies make localStorage
// throw on access, and a broken storage must not take the whole application down.

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const storage = local();
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Quota or access errors: the in-memory session still works for this page.
  }
}

/** Logout empties both storages completely (spec §2: "Logout clears all browser storage"). */
export function clearAllStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (typeof window !== 'undefined') window[name].clear();
    } catch {
      // nothing to clear
    }
  }
}
