// One process per embedded database: PGlite has no locking of its own, and two processes writing one data folder corrupt it.
// The first to open DATA_DIR writes a lock file holding its process id (created exclusively, so two starting together
// cannot both succeed); another process finding it refuses to start and names the holder. A lock whose process is no
// longer alive (a crash, `kill -9`) is stale and is taken over. The lock is removed when the database is closed.
import fs from 'node:fs';
import path from 'node:path';

export const DATA_DIR_LOCK = 'pgdata.lock';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`The embedded database in ${dataDir} is already open in process ${pid}: one process only may open a PGlite data folder `
      + `(stop that process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between instances). `
      + `Lock file: ${path.join(dataDir, DATA_DIR_LOCK)}`);
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this id is running (a process of another user counts as running). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError when a live process other than this one holds it.
 * Returns the release (removes the lock file if it still names this process).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK);
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    // This process already holds it (a database closed without its release, reopened): keep it.
    if (holder === process.pid) break;
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone, or the file is empty from a crash while writing it): removed, and taken by the next
    // exclusive create; two processes taking over at once both try it, and one of them finds the other's lock.
    if (attempt >= 3) throw new DataDirLockedError(dataDir, holder);
    fs.rmSync(file, { force: true });
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
