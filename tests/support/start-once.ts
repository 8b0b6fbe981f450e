// Starts the platform once on the database its environment names (DATABASE_URL or DATA_DIR), and stops it: the run's
// started template (tests/support/database-templates.ts), a process of its own so that the start's process-wide
// settings (the time zone, isolated-vm's flags) stay out of vitest's.
import { buildPlatform, loadConfig } from '@yc/server';

const platform = await buildPlatform(loadConfig(process.env));
await platform.close();
