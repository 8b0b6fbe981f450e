// The server package's surface for tests and tools.
export { buildPlatform, type Platform } from './app.ts';
export { loadConfig, type ServerConfig } from './config.ts';
