// The last line of defence of the server process: an error that nothing handled — a rejected promise nobody awaited,
// an exception thrown from a timer or a callback — is logged and the server keeps serving. One enterprise's script or
// request can never end the process for every enterprise (a crash loop under a process manager).
export interface GuardLog {
  error(detail: object, message: string): void;
}

/** Installs the guard; returns its removal. */
export function guardProcess(log: GuardLog): () => void {
  const rejection = (reason: unknown) => log.error({ err: reason }, 'unhandled rejection: logged, the server keeps running');
  const exception = (error: Error) => log.error({ err: error }, 'uncaught exception: logged, the server keeps running');
  process.on('unhandledRejection', rejection);
  process.on('uncaughtException', exception);
  return () => {
    process.off('unhandledRejection', rejection);
    process.off('uncaughtException', exception);
  };
}
