// One process per embedded database: PGlite has no locking of its own, and two processes writing one data folder corrupt it.
// The first to open DATA_DIR writes a lock file holding its process id and, on Linux, that process's start time (created
// exclusively, so two starting together cannot both succeed); another process finding it refuses to start and names the
// holder. A lock whose process is no longer alive (a crash, `kill -9`) is stale and is taken over, and so is one whose
// process id now belongs to another process (a restarted container reuses small process ids): its start time differs.
// The lock is removed when the database is closed.
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

/** A process's start time in clock ticks after boot (Linux's /proc/<pid>/stat, field 22), or '' where unknown. */
function startTimeOf(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** What a lock file says: `<pid>` or `<pid> <start time>`. */
export function lockHolder(text: string): { pid: number; start: string } {
  const [pid = '', start = ''] = text.trim().split(/\s+/);
  return { pid: Number.parseInt(pid, 10), start };
}

/** Whether the lock's process is still running (a process of another user counts) and is the one that wrote it. */
function alive({ pid, start }: { pid: number; start: string }): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = start ? startTimeOf(pid) : '';
  return !start || !now || now === start;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError when a live process other than this one holds it.
 * Returns the release (removes the lock file if it still names this process).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK);
  const mine = `${process.pid} ${startTimeOf(process.pid)}`.trim();
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(fs.readFileSync(file, 'utf8'));
    // This process already holds it (a database closed without its release, reopened), or a process before it had this
    // id: it is this process's now.
    if (holder.pid === process.pid) {
      fs.writeFileSync(file, mine);
      break;
    }
    if (Number.isInteger(holder.pid) && holder.pid > 0 && alive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    // Stale (its process is gone, or the file is empty from a crash while writing it): removed, and taken by the next
    // exclusive create; two processes taking over at once both try it, and one of them finds the other's lock.
    if (attempt >= 3) throw new DataDirLockedError(dataDir, holder.pid);
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
