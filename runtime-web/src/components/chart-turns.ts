// Charts drawn one at a time, those on the screen first (#42 item 8). Compiling and drawing a chart is a few hundred
// milliseconds of script on a slow phone; eight charts started at once finish together, so the first is seen only when
// all are done. Each chart asks for a turn once it is near the screen; the next turn goes to a waiting chart that is on
// the screen, else to the one that asked first, after the browser has painted what the last one drew.

export interface Turn {
  /** Whether the chart is on the screen now (it then goes before those only near it). */
  onScreen(): boolean;
  /** Its turn has come: it draws, then calls the release `askTurn` answered. */
  start(): void;
}

const waiting = new Set<Turn>();
let drawing: Turn | undefined;
/** A chart that never says it is done (its chunk failed, vega threw) does not hold the others up longer than this. */
const LONGEST_TURN_MS = 4000;
let overdue: ReturnType<typeof setTimeout> | undefined;

function next(): void {
  if (drawing) return;
  const turn = [...waiting].find((t) => t.onScreen()) ?? waiting.values().next().value;
  if (!turn) return;
  waiting.delete(turn);
  drawing = turn;
  overdue = setTimeout(() => end(turn), LONGEST_TURN_MS);
  turn.start();
}

/** The turn ends; the next starts once the browser has painted (a frame), so what was drawn is seen first. */
function end(turn: Turn): void {
  waiting.delete(turn);
  if (drawing !== turn) return;
  drawing = undefined;
  clearTimeout(overdue);
  const after = typeof requestAnimationFrame === 'function' ? (go: () => void) => requestAnimationFrame(() => setTimeout(go, 0)) : (go: () => void) => setTimeout(go, 0);
  after(next);
}

/** Waits for a turn to draw; answers the release (call it when drawn, failed or gone; more than once is harmless). */
export function askTurn(turn: Turn): () => void {
  waiting.add(turn);
  next();
  return () => end(turn);
}
