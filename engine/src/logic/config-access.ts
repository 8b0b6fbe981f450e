// Who may run a saved SQL or HTTP config outside the designer: the permission code that grants running one config on
// its own (a button permission item whose perms is this code), defined once for the server and the console.
import type { RemoteOptionSource } from '../form/options.ts';

/** `sqlConfig:<code>` or `httpConfig:<code>`: granted through a role, it lets the holder run that config anywhere. */
export const configRunPermission = (kind: RemoteOptionSource['kind'], code: string): string => `${kind}Config:${code}`;
