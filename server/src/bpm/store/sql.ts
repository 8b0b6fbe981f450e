// The small helpers the BPM store's statements share: the engine's, as every domain's statements use them.
import { numbered } from '@yc/engine';
import type { Statement } from '../../db/database.ts';

export { placeholders } from '@yc/engine';

/**
 * A statement with its `?` parameters numbered `$1`, `$2`, … in order, as the prepared statements of the lists take them
 * (their text uses no `?` operator); placeholders and values must agree in number.
 */
export const statement = (text: string, values: unknown[]): Statement => numbered({ text, values });
