// The wire contract shared by server and console: its core (the envelope, the languages, the catalogue and the
// platform's messages, the console's texts) and the catalogues of the domains' messages (spec §7, §8).
export * from './core.ts';
export * from './request-messages.ts';
export * from './jobs-messages.ts';
export * from './eform-messages.ts';
export * from './sso-messages.ts';
export * from './mcp-messages.ts';
export * from './monitor-messages.ts';
export * from './system-screen-messages.ts';
