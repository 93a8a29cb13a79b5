// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts, handlers and javascript links but keeps formatting', () => {
    const clean = sanitizeHtml('<b>bold</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>');
    expect(clean).toContain('<b>bold</b>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });

  it('opens links outside the page without an opener', () => {
    const { container } = render(<SafeHtml html={'see <a href="https://example.com">this</a>'} testId="h" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toBe('see this');
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});
