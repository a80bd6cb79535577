/** Where a job clock writes what its rounds did and how they failed (the server's pino logger). */
export interface JobClockLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Runs `round` now and then every `intervalMs`, never two rounds at once (a long backlog finishes
 * before the next starts). `round` gets the stop signal to check between its batches. The returned
 * function stops the clock: a running round ends after its current batch; what is left waits for
 * the next start.
 */
export function startJobClock(
  name: string,
  log: JobClockLog,
  intervalMs: number,
  round: (stop: AbortSignal) => Promise<void>,
): () => Promise<void> {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await round(stop.signal);
      } catch (error) {
        log.error({ err: error }, `${name} failed`);
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  };
}
