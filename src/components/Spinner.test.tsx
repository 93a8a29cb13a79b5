// @vitest-environment jsdom
import { render, screen } from '../../test/support/render';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('says "Loading…" to a screen reader as it appears', () => {
    render(<Spinner data-testid="list-loading" />);
    const ring = screen.getByRole('status');
    expect(ring.textContent).toBe('Loading…');
    expect(ring.getAttribute('data-testid')).toBe('list-loading');
  });
});
