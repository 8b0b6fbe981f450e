// Entry of the console SPA: i18n first, then the app. Everything past the login page loads on demand, the router too.
import { createRoot, type Root } from 'react-dom/client';
import type { App as Console } from './App.tsx';
import { APP_TITLE } from './config.ts';
import './i18n/language.ts';
import { LoadFailure, withTimeout } from './router/lazy.tsx';
import { LoginFirst, loginFirstAddress } from './router/login-first.tsx';
import { preloadAnonymousScreen, preloadShell } from './router/pages.ts';
import { prefetchPortalOnStart } from './pages/home/portal-prefetch.ts';
import { restoreCachedSession } from './session/actions.ts';
import { checkIdle } from './session/idle.ts';
import { session } from './store/session.ts';

document.title = APP_TITLE;

/** The console (its router, guard and routes), loaded once. */
let app: Promise<{ App: typeof Console }> | undefined;
const loadApp = () =>
  (app ??= withTimeout(() => import('./App.tsx')).catch((error: unknown) => {
    app = undefined;
    throw error;
  }));

/** Renders the console in the root once its chunk is there, or what failed (with a reload button). */
const renderApp = (root: Root, loading: ReturnType<typeof loadApp>) =>
  loading.then(
    ({ App }) => root.render(<App />),
    (error: unknown) => root.render(<LoadFailure error={error} />),
  );

/** `renderApp`, once. */
function startApp(root: Root): () => void {
  let started = false;
  return () => {
    if (!started) void renderApp(root, loadApp());
    started = true;
  };
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  checkIdle();
  const root = createRoot(container);
  const loginAddress = loginFirstAddress(window.location, Boolean(session.token()));
  if (loginAddress) {
    // A visitor without a session: the login page first, without the router (router/login-first.tsx).
    if (`${window.location.pathname}${window.location.search}` !== loginAddress) window.history.replaceState(null, '', loginAddress);
    await preloadAnonymousScreen(window.location.pathname).catch(() => undefined);
    root.render(<LoginFirst loadRouter={() => void loadApp().catch(() => undefined)} startRouter={startApp(root)} />);
    return;
  }
  const loading = loadApp();
  loading.catch(() => undefined); // shown by renderApp below, after the preloads
  // Within a session whose static answers are cached, the routes are there before the first render (no call waited).
  if (session.token()) {
    restoreCachedSession();
    // The front user's portal and its widgets' rows are asked now, beside the console's own chunks.
    prefetchPortalOnStart(() => import('./pages/home/PortalPage.tsx'));
    void preloadShell();
  } else await preloadAnonymousScreen(window.location.pathname).catch(() => undefined);
  await renderApp(root, loading);
}

void start();
