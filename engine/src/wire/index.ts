// The wire contract shared by server and console: its core (the envelope, the languages, the catalogue and the
// platform's messages, the console's texts) and the catalogues of the domains' messages (spec §7, §8). Whoever imports
// this file has every family below in the catalogue, whichever of their exports it uses.
import './request-messages.ts';
import './jobs-messages.ts';
import './eform-messages.ts';
import './sso-messages.ts';
import './mcp-messages.ts';
import './monitor-messages.ts';
import './system-screen-messages.ts';

export * from './core.ts';
export * from './request-messages.ts';
export * from './jobs-messages.ts';
export * from './eform-messages.ts';
export * from './sso-messages.ts';
export * from './mcp-messages.ts';
export * from './monitor-messages.ts';
export * from './system-screen-messages.ts';
