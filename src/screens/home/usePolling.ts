// Runs a task every `intervalMs` while the page is shown: it pauses while the document is
// hidden (catching up at once when shown again if a run is due), never overlaps itself, and
// stops, cancelling a run in progress, when the component goes (the page is left).
import { useEffect, useRef } from 'react';

export function usePolling(task: (signal: AbortSignal) => Promise<void>, intervalMs: number): void {
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let running: AbortController | null = null;
    let lastRun = Date.now();
    let stopped = false;

    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const schedule = (delay: number) => {
      if (stopped || timer !== null || running) return;
      timer = setTimeout(run, Math.max(0, delay));
    };
    const run = async () => {
      timer = null;
      if (stopped || hidden()) return; // shown again: onVisibility schedules the catch-up
      const controller = new AbortController();
      running = controller;
      try {
        await taskRef.current(controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) console.warn('Refresh failed', error);
      } finally {
        if (running === controller) running = null;
        lastRun = Date.now();
      }
      schedule(intervalMs);
    };
    const onVisibility = () => {
      if (hidden()) {
        if (timer !== null) clearTimeout(timer);
        timer = null;
      } else {
        schedule(intervalMs - (Date.now() - lastRun));
      }
    };

    schedule(intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      running?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
