import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process. PGlite gives no error when two processes open the same
 * folder and silently loses writes, so a second process is refused; a lock left by a dead process
 * is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'careconnect-api.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid))
            rmSync(path, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = NaN;
      try {
        pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      } catch {
        // removed meanwhile: try again
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another CareConnect API process (pid ${pid}) is using DATA_DIR ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      // A stale lock (dead process): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}.`);
}
