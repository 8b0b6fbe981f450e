// The runner's settle loop: sets bpmn-engine going and resolves once it no longer executes (every branch waits, or the
// process ended), failing a run that errs or runs on without waiting (STEP_LIMIT activities, or SYNC_LIMIT_MS holding
// the event loop in one burst) before its call stack overflows.
import type { Engine } from 'bpmn-engine';
import { ProcessFailed } from './run-definition.ts';

/**
 * How many activities a run may start between two waits (a loop with nothing to wait at ends there). bpmn-engine runs
 * a chain of activities with nothing to await in one synchronous call chain, about 1 to 2 ms per activity, whose stack
 * overflows after some 1,000 activities; SYNC_LIMIT_MS bounds how long one such chain may hold the event loop.
 */
export const STEP_LIMIT = 300;
export const SYNC_LIMIT_MS = 1_000;
/** A pause this long between two events of a burst was another's turn on the event loop (a request, while a script ran). */
const OTHERS_TURN_MS = 100;

/** One message for either limit (which one a loop meets first depends on the machine's load). */
const runaway = () => new Error(`the process runs on without waiting (more than ${STEP_LIMIT} steps or ${SYNC_LIMIT_MS} ms)`);

/** The error a flow reported (`flow.error`: a condition it could not evaluate), saying which flow. */
function flowError(content: { id?: string; error?: unknown } | undefined) {
  const error = content?.error;
  const reason = error instanceof Error ? error.message : String(error ?? 'failed');
  return new Error(`the flow ${content?.id ?? ''} failed: ${reason}`);
}

/**
 * Sets the engine going with `action` and resolves once it no longer executes: every branch waits (a user task, a call
 * activity, a timer, a message) or the process ended; rejects if it failed: the engine failed, a flow reported an error
 * (bpmn-engine takes the flow all the same), or the run started more than STEP_LIMIT activities. The engine works
 * synchronously between the scripts it awaits (their activities count as executing), and every step it takes is an
 * event, delivered synchronously to this listener: the state is checked after each burst of events, once the engine's
 * synchronous work and its microtasks are done; a run over the limits (STEP_LIMIT activities, or one burst holding the
 * event loop SYNC_LIMIT_MS) is ended from within the burst, so a loop with nothing to wait at ends there rather than when
 * the call stack overflows.
 */
function settle(engine: Engine, action: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    let started = false;
    let scheduled: NodeJS.Immediate | undefined;
    let failure: unknown;
    let steps = 0;
    let held = 0; // the burst's time on the event loop: its events' gaps, but not one long enough to be another's turn
    let last = 0;
    const check = () => {
      scheduled = undefined;
      if (!started && !failure) return;
      if (engine.state === 'error' || failure) return done(failure instanceof Error ? failure : new Error('the process failed'));
      if (engine.state !== 'running' || engine.activityStatus !== 'executing') done();
    };
    const later = () => {
      scheduled ??= setImmediate(check);
    };
    const fail = (error: Error) => {
      failure ??= error;
      stop(engine);
    };
    const onEvent = (routingKey: string, message: { content?: unknown }) => {
      const now = Date.now(); // a burst starts afresh: time before it (awaits, other requests) is not the run's
      held = !scheduled ? 0 : held + (now - last < OTHERS_TURN_MS ? now - last : 0);
      last = now;
      if (routingKey === 'engine.error') failure ??= message.content;
      else if (routingKey === 'flow.error') fail(flowError(message.content as { id?: string; error?: unknown }));
      else if (routingKey === 'activity.start' && (++steps > STEP_LIMIT || held > SYNC_LIMIT_MS)) {
        // Thrown into the engine's synchronous chain, which it ends (stopping the engine would wait for the chain).
        failure ??= runaway();
        later();
        throw failure;
      }
      later();
    };
    const onError = (error: unknown) => {
      failure = error;
      later();
    };
    const { consumerTag } = engine.broker.subscribeTmp('event', '#', onEvent, { noAck: true }) as { consumerTag: string };
    engine.on('error', onError);
    const done = (error?: Error) => {
      if (scheduled) clearImmediate(scheduled);
      // A synchronous chain deeper than the stack is a loop with nothing to wait at, too.
      if (error instanceof RangeError && /call stack/.test(error.message)) error = runaway();
      engine.broker.cancel(consumerTag);
      engine.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    Promise.resolve().then(action).then(() => {
      started = true;
      later();
    }, (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  });
}

/** Stops the engine, not waiting: an engine that has ended never reports stopping. */
export const stop = (engine: Engine) => void engine.stop()?.catch(() => undefined);

/** Settles the engine after `action`; a failed run is stopped. */
export async function step(engine: Engine, action: () => unknown) {
  try {
    await settle(engine, action);
  } catch (error) {
    stop(engine);
    throw error instanceof ProcessFailed ? error : new ProcessFailed(error instanceof Error ? error.message : String(error));
  }
}
