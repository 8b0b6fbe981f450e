// The installs and updates running on this instance, one per enterprise at a time as the console starts them, and the
// step each is at (issue #35 item 4). An install is one transaction, so nothing of it can be read from the database
// until it ends; the console asks this instance while its install call is under way. Behind a proxy the question may
// reach another instance, which knows of none: the console then shows that the install is under way, with no step.
import type { InstallProgress, InstallStep } from '@yc/engine';

export interface InstallTracker {
  /** The steps still to run after the current one, once the plan has said what they are. */
  plan(rest: readonly InstallStep[]): void;
  /** The install has reached this step. */
  step(step: InstallStep): void;
  end(): void;
}

export class InstallProgressBoard {
  readonly #running = new Map<number, InstallProgress>();

  begin(tenantId: number, appCode: string, appVersion: string, steps: readonly InstallStep[]): InstallTracker {
    const progress: InstallProgress = { appCode, appVersion, steps: [...steps], step: steps[0]!, done: 0, startedAt: new Date().toISOString() };
    this.#running.set(tenantId, progress);
    return {
      plan: (rest) => {
        progress.steps = [...progress.steps.slice(0, progress.done + 1), ...rest];
      },
      step: (step) => {
        if (!progress.steps.includes(step)) progress.steps.push(step);
        progress.step = step;
        progress.done = progress.steps.indexOf(step);
      },
      end: () => {
        if (this.#running.get(tenantId) === progress) this.#running.delete(tenantId);
      },
    };
  }

  /** The enterprise's install under way on this instance, if any. */
  of(tenantId: number): InstallProgress | null {
    const progress = this.#running.get(tenantId);
    return progress ? { ...progress, steps: [...progress.steps] } : null;
  }
}
