// Entry of the console SPA: i18n first, then the app. Everything past the login page loads on demand.
import { createRoot } from 'react-dom/client';
import { APP_TITLE } from './config.ts';
import './i18n/language.ts';
import { App } from './App.tsx';
import { preloadAnonymousScreen, preloadShell } from './router/pages.ts';
import { prefetchPortalOnStart } from './pages/home/portal-prefetch.ts';
import { restoreCachedSession } from './session/actions.ts';
import { checkIdle } from './session/idle.ts';
import { session } from './store/session.ts';

document.title = APP_TITLE;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  checkIdle();
  // Within a session whose static answers are cached, the routes are there before the first render (no call waited).
  if (session.token()) {
    restoreCachedSession();
    // The front user's portal and its widgets' rows are asked now, beside the console's own chunks.
    prefetchPortalOnStart(() => import('./pages/home/PortalPage.tsx'));
    void preloadShell();
  } else await preloadAnonymousScreen(window.location.pathname).catch(() => undefined);
  createRoot(container).render(<App />);
}

void start();
