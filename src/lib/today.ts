// The reader's day, for texts that read a time against today ('6:09 PM' today, 'Dec 4, 6:09 PM'
// before). A view left open past midnight (the floating chat box is on every page, for hours)
// moves to the new day at the reader's midnight: yesterday's lines then show their date.
import { useSyncExternalStore } from 'react';

/** The start of the reader's day (local midnight) holding `ms`. */
export function startOfDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Past midnight by this much: a timer may fire a little early, and the day must have turned. */
const AFTER_MIDNIGHT_MS = 1000;

function subscribe(notify: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const tomorrow = new Date(startOfDay(Date.now()));
    tomorrow.setDate(tomorrow.getDate() + 1);
    timer = setTimeout(() => {
      notify();
      schedule();
    }, tomorrow.getTime() - Date.now() + AFTER_MIDNIGHT_MS);
  };
  schedule();
  return () => clearTimeout(timer);
}

const today = () => startOfDay(Date.now());

/** The start of the reader's day; changes at their midnight. */
export function useToday(): number {
  return useSyncExternalStore(subscribe, today, today);
}
