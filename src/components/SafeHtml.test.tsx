// @vitest-environment jsdom
import { render, waitFor } from '../../test/support/render';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RenderedChunks } from '../lib/lazyChunk';
import { prepareSafeHtml, SANITISER_CHUNK, sanitizeHtml } from '../lib/safeHtml';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('shows text without markup as it is, and HTML only once the sanitizer is in', async () => {
    expect(sanitizeHtml('Fish & chips, 3 > 2')).toBe('Fish & chips, 3 > 2');
    const { container } = render(<SafeHtml html={'<b>bold</b><img src="x" onerror="alert(2)">'} testId="h" />);
    // Never unsanitized: empty until the sanitizer has loaded, then the clean HTML.
    expect(container.querySelector('img[onerror]')).toBeNull();
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('bold'));
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('lays what users wrote out in its own direction (dir="auto"): Arabic or Hebrew right to left', () => {
    const { container } = render(<SafeHtml html="وصف المجموعة" testId="h" />);
    expect(container.querySelector('[data-testid="h"]')?.getAttribute('dir')).toBe('auto');
  });

  it('removes scripts, handlers and javascript links but keeps formatting', async () => {
    await prepareSafeHtml('<b>');
    const clean = sanitizeHtml('<b>bold</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>');
    expect(clean).toContain('<b>bold</b>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });

  it('opens links outside the page without an opener', async () => {
    await prepareSafeHtml('<a>');
    const { container } = render(<SafeHtml html={'see <a href="https://example.com">this</a>'} testId="h" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toBe('see this');
  });

  it('names the sanitiser among the chunks of a page the server renders, only for HTML with markup', async () => {
    await prepareSafeHtml('<b>');
    const used = (html: string) => {
      const chunks = new Set<string>();
      renderToString(
        <RenderedChunks value={chunks}>
          <SafeHtml html={html} />
        </RenderedChunks>,
      );
      return [...chunks];
    };
    expect(used('<b>bold</b>')).toEqual([SANITISER_CHUNK]);
    expect(used('plain text')).toEqual([]);
  });

  it('renders nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.textContent).toBe('');
  });
});
