// bpmn-engine's timers for the runner, never fired in the server's memory: each is kept with its due time, reported
// with the run's outcome, and fired by the caller's scheduler (`fireTimer`, any instance, any time later).

/** A timer event the process waits for, due at `fireAt` (ISO): the caller fires it with `fireTimer`. */
export interface DueTimer {
  id: string; // the timer event's id (a boundary or intermediate catch event)
  fireAt: string;
}

/** A timer bpmn-engine asked for: `fire` does what its elapsing would have done. */
interface KeptTimer {
  id: string;
  fireAt: Date;
  fire(): void;
}

/**
 * bpmn-engine's timers, never fired in-process: each is kept with its due time. The due time is the one the timer event
 * computed when it started (bpmn-engine keeps it as `expireAt` in the state), so a recovered timer keeps it.
 */
export class DurableTimers {
  private readonly pending = new Set<KeptTimer>();

  /** What bpmn-engine clears when the run stops or ends. */
  get executing() {
    return [...this.pending];
  }

  register(owner?: { id?: string; expireAt?: Date | string }) {
    return {
      setTimeout: (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => this.add(owner, callback, delay, args),
      clearTimeout: this.clearTimeout,
    };
  }

  setTimeout = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => this.add(undefined, callback, delay, args);

  clearTimeout = (timer: unknown) => {
    this.pending.delete(timer as KeptTimer);
  };

  find(id: string) {
    return this.executing.find((timer) => timer.id === id);
  }

  due(): DueTimer[] {
    return this.executing.filter((timer) => timer.id).map(({ id, fireAt }) => ({ id, fireAt: fireAt.toISOString() }));
  }

  private add(owner: { id?: string; expireAt?: Date | string } | undefined, callback: (...args: unknown[]) => void, delay: number, args: unknown[]) {
    const timer: KeptTimer = {
      id: owner?.id ?? '',
      fireAt: owner?.expireAt ? new Date(owner.expireAt) : new Date(Date.now() + delay),
      fire: () => {
        this.pending.delete(timer);
        callback(...args);
      },
    };
    this.pending.add(timer);
    return timer;
  }
}
