// A date as a relative phrase, the full date as its title.
import { absoluteDate, parseDate, relativeTime } from '../../lib/relativeTime';

export function When({ date }: { date: string }) {
  const ms = parseDate(date);
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={absoluteDate(ms)}>
      {relativeTime(ms)}
    </time>
  );
}
