// Lazily loaded page parts: a 120 s load time-out and an error boundary for chunk failures (spec §7, §8).
import { Component, createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config.ts';
import { i18n } from '../i18n/language.ts';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk load failure', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page loaded on demand (120 s time-out). Once its chunk is loaded it renders synchronously, so a
 * page preloaded before the first render never suspends (React would hold the reveal for 300 ms).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (pending ??= withTimeout(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchOnce);
  const Page = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props));
  return Object.assign(Page, { preload: fetchOnce });
}

interface BoundaryState {
  error: Error | undefined;
}

/** Shows the chunk-load (or a generic) message with a reload button instead of a blank page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}

/** What shows instead of a page that failed: a chunk that did not load, or another error; and a reload button. */
export function LoadFailure({ error }: { error: unknown }) {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{i18n.t(error instanceof ChunkLoadError ? 'request.chunkLoadFailed' : 'msg.serverError')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {i18n.t('request.reload')}
      </button>
    </div>
  );
}

/** Quiet placeholder while a chunk arrives: no spinner flash on fast loads. */
export function PageFallback() {
  return <div aria-busy="true" style={{ minHeight: 120 }} />;
}
