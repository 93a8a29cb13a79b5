// Layout and small parts shared by the messages and activity screens: the page frame and a plain
// date (rows are links, so no button inside). A visitor sees the LoginNotice (components)
// instead of a list.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';
import { absoluteDate, parseDate, relativeTime } from '../../lib/relativeTime';

export const Page = styled(PageFrame)`
  max-width: 880px;
  .back {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
  .blocked {
    display: grid;
    justify-items: start;
    gap: 12px;
  }
  .blocked p {
    margin: 0;
  }
`;

/** A date as a relative phrase, the full date as its title. */
export function When({ date, testId }: { date: string; testId?: string }) {
  const ms = parseDate(date);
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={absoluteDate(ms)} data-testid={testId}>
      {relativeTime(ms)}
    </time>
  );
}
