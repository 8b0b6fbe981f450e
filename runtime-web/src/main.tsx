// Entry of the console SPA: i18n first, then the app. Everything past the login page loads on demand.
import { createRoot } from 'react-dom/client';
import { APP_TITLE } from './config.ts';
import './i18n/language.ts';
import { App } from './App.tsx';
import { preloadAnonymousScreen, preloadShell } from './router/pages.ts';
import { checkIdle } from './session/idle.ts';
import { session } from './store/session.ts';

document.title = APP_TITLE;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  checkIdle();
  if (session.token()) void preloadShell();
  else await preloadAnonymousScreen(window.location.pathname).catch(() => undefined);
  createRoot(container).render(<App />);
}

void start();
