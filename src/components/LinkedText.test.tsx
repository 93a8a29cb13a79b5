// @vitest-environment jsdom
import { render } from '../../test/support/render';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './LinkedText';

describe('LinkedText', () => {
  it('shows the text as it is, with its web addresses as links that open outside without an opener', () => {
    const { container } = render(
      <p>
        <LinkedText text={'two: https://a.example/x, http://b.example/?q=1&r=<b>2</b>\nand data:text/html,<script>alert(1)</script>'} />
      </p>,
    );
    expect(container.textContent).toBe('two: https://a.example/x, http://b.example/?q=1&r=<b>2</b>\nand data:text/html,<script>alert(1)</script>');
    expect(container.querySelectorAll('b, script')).toHaveLength(0);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]);
    expect(links).toEqual([
      ['https://a.example/x', 'https://a.example/x', 'noopener noreferrer nofollow ugc', '_blank'],
      ['http://b.example/?q=1&r=', 'http://b.example/?q=1&r=', 'noopener noreferrer nofollow ugc', '_blank'],
    ]);
  });
});
