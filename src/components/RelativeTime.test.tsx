// @vitest-environment jsdom
import { act, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime, RelativeTimeText } from './RelativeTime';
import { absoluteDate } from '../lib/relativeTime';

afterEach(() => vi.useRealTimers());

describe('RelativeTime', () => {
  it('shows the relative phrase and toggles to the absolute date on a tap', async () => {
    const date = new Date(Date.now() - 3 * 60_000).toISOString();
    render(<RelativeTime date={date} />);
    const label = screen.getByTestId('relative-time');
    expect(label.textContent).toBe('3 minutes ago');
    expect(label.querySelector('time')?.getAttribute('datetime')).toBe(date);
    await userEvent.click(label);
    expect(label.textContent).toBe(absoluteDate(Date.parse(date)));
    await userEvent.click(label);
    expect(label.textContent).toBe('3 minutes ago');
  });

  it('moves on as time passes', () => {
    vi.useFakeTimers({ now: Date.parse('2024-01-01T00:00:00Z') });
    render(<RelativeTime date="2024-01-01T00:00:00Z" />);
    expect(screen.getByTestId('relative-time').textContent).toBe('just now');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('relative-time').textContent).toBe('1 minute ago');
  });

  it('renders nothing for an unreadable date', () => {
    const { container } = render(<RelativeTime date="not a date" />);
    expect(container.textContent).toBe('');
  });
});

describe('RelativeTimeText (inside a link card)', () => {
  it('is no button, gives the full date as its title, and moves on with the same clock', () => {
    vi.useFakeTimers({ now: Date.parse('2024-01-01T00:00:00Z') });
    render(
      <a href="/message/1">
        <RelativeTimeText date="2024-01-01T00:00:00Z" testId="when" />
      </a>,
    );
    const label = screen.getByTestId('when');
    expect(label.tagName).toBe('TIME');
    expect(label.closest('a')?.querySelector('button')).toBeNull();
    expect(label.getAttribute('title')).toBe(absoluteDate(Date.parse('2024-01-01T00:00:00Z')));
    expect(label.textContent).toBe('just now');
    act(() => vi.advanceTimersByTime(60_000));
    expect(label.textContent).toBe('1 minute ago');
  });
});
