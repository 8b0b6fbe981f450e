// The tag colour of each process instance state, wherever an instance is shown.
import type { ProcessInstanceState } from '../../renderers/engine.ts';

export const INSTANCE_STATE_COLORS: Record<ProcessInstanceState, string> = { ACTIVE: 'processing', COMPLETED: 'success', SUSPENDED: 'warning' };
