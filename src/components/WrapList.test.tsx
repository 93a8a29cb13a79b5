// @vitest-environment jsdom
import { render, screen } from '../../test/support/render';
import { describe, expect, it } from 'vitest';
import { WrapList } from './WrapList';

describe('WrapList', () => {
  it('is a list of the given items, named and marked as the caller says', () => {
    render(
      <WrapList aria-label="Counts" data-testid="counts" className="counts">
        <li>3 hearts</li>
        <li>2 views</li>
      </WrapList>,
    );
    const list = screen.getByRole('list', { name: 'Counts' });
    expect(list.tagName).toBe('UL');
    expect(list).toBe(screen.getByTestId('counts'));
    expect(list.classList.contains('counts')).toBe(true);
    // Its own class too, beside the caller's.
    expect(list.classList.length).toBe(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3 hearts', '2 views']);
  });

  it('keeps other markup as the caller needs it: an ordered list, a nav of links', () => {
    const { rerender } = render(
      <WrapList as="ol" aria-label="Path">
        <li>Brushes</li>
      </WrapList>,
    );
    expect(screen.getByRole('list', { name: 'Path' }).tagName).toBe('OL');
    rerender(
      <WrapList as="nav" aria-label="Tags">
        <a href="/tag/ink">#ink</a>
      </WrapList>,
    );
    expect(screen.getByRole('navigation', { name: 'Tags' }).querySelector('a')?.textContent).toBe('#ink');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('sets the gap through its custom property, beside a style of the caller', () => {
    const { rerender } = render(<WrapList data-testid="list" gap="4px 16px" style={{ color: 'red' }} />);
    const list = screen.getByTestId('list');
    expect(list.style.getPropertyValue('--wrap-gap')).toBe('4px 16px');
    expect(list.style.color).toBe('red');
    // Without a gap of the caller's, the stylesheet's 8 px applies.
    rerender(<WrapList data-testid="list" />);
    expect(list.style.getPropertyValue('--wrap-gap')).toBe('');
  });
});
