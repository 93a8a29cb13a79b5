// @vitest-environment jsdom
import { act, render, screen } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { fetchMe } from '../../api/session';
import { reloadPage } from '../navigation/navigation';
import { ErrorPage, SERVER_ERROR_TEXT } from './ErrorPage';
import { documentReload, REACHABILITY_RETRY_MS } from './useReloadWhenServerAnswers';

vi.mock('../../api/session', () => ({ fetchMe: vi.fn() }));
vi.mock('../navigation/navigation', () => ({ reloadPage: vi.fn(async () => true) }));

describe('the error page of a load that got no answer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the page again once the server answers, and only then', async () => {
    vi.mocked(fetchMe).mockRejectedValueOnce(new ApiError(0, null)).mockRejectedValueOnce(new ApiError(401, null));
    render(<ErrorPage kind="serverError" unreachable="data" />);
    expect(screen.getByRole('heading').textContent).toBe(SERVER_ERROR_TEXT);
    await act(() => vi.advanceTimersByTimeAsync(REACHABILITY_RETRY_MS));
    expect(reloadPage).not.toHaveBeenCalled(); // still no answer
    await act(() => vi.advanceTimersByTimeAsync(REACHABILITY_RETRY_MS));
    expect(reloadPage).toHaveBeenCalledTimes(1); // a refusal is an answer: the server is back
    await act(() => vi.advanceTimersByTimeAsync(REACHABILITY_RETRY_MS * 3));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks again at once when the browser is online again', async () => {
    vi.mocked(fetchMe).mockResolvedValueOnce({ user: null } as never);
    render(<ErrorPage kind="serverError" unreachable="data" />);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('loads a new document when the page\'s code could not be fetched: the browser keeps a failed chunk for the document', async () => {
    const reload = vi.spyOn(documentReload, 'run').mockImplementation(() => {});
    vi.mocked(fetchMe).mockResolvedValueOnce({ user: null } as never);
    render(<ErrorPage kind="serverError" unreachable="code" />);
    await act(() => vi.advanceTimersByTimeAsync(REACHABILITY_RETRY_MS));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not ask where the server did answer (a 500, a page not found)', async () => {
    render(<ErrorPage kind="serverError" />);
    await act(() => vi.advanceTimersByTimeAsync(REACHABILITY_RETRY_MS * 3));
    expect(fetchMe).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
