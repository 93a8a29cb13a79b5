// @vitest-environment jsdom
import { render, screen } from '../../test/support/render';
import { describe, expect, it } from 'vitest';
import { Page as StorePage } from '../screens/store/storeStyles';
import { PageFrame, pageFrameClass } from './PageFrame';

describe('PageFrame', () => {
  it('is a div with the frame, or the section asked for', () => {
    render(
      <>
        <PageFrame data-testid="plain" />
        <PageFrame tagName="section" aria-label="A region" />
      </>,
    );
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(screen.getByTestId('plain').classList).toContain(pageFrameClass);
    expect(screen.getByRole('region', { name: 'A region' }).classList).toContain(pageFrameClass);
  });

  it('keeps the frame under a screen’s styled(PageFrame) asked for a section, with the screen’s classes beside it', () => {
    // The store's page is a styled(PageFrame): linaria's styled() would take an `as` prop itself.
    render(<StorePage tagName="section" aria-label="Styled region" className="own" />);
    const region = screen.getByRole('region', { name: 'Styled region' });
    expect(region.tagName).toBe('SECTION');
    expect(region.classList).toContain(pageFrameClass);
    expect(region.classList).toContain('own');
  });
});
