// @vitest-environment jsdom
import { render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Expandable } from './Expandable';

describe('Expandable', () => {
  it('starts closed, without its content, and fills it only when opened', async () => {
    const fill = vi.fn(() => <p>The rules</p>);
    render(<Expandable title="Rules">{fill}</Expandable>);
    const header = screen.getByRole('button', { name: 'Rules' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(fill).not.toHaveBeenCalled();
    expect(screen.queryByText('The rules')).toBeNull();

    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(fill).toHaveBeenCalled();
    const panel = document.getElementById(header.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('The rules');
  });

  it('closes again, its content gone, and each opening fills it anew', async () => {
    let openings = 0;
    render(<Expandable title="Rules">{() => <p>Opening {openings}</p>}</Expandable>);
    const header = screen.getByRole('button', { name: 'Rules' });
    openings = 1;
    await userEvent.click(header);
    expect(screen.getByText('Opening 1')).toBeTruthy();
    await userEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Opening 1')).toBeNull();
    // The header still names its (empty, hidden) panel.
    expect(document.getElementById(header.getAttribute('aria-controls')!)!.hidden).toBe(true);
    openings = 2;
    await userEvent.click(header);
    expect(screen.getByText('Opening 2')).toBeTruthy();
  });

  it('opens and closes from the keyboard', async () => {
    render(<Expandable title="Rules">{() => <p>The rules</p>}</Expandable>);
    screen.getByRole('button', { name: 'Rules' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('The rules')).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(screen.queryByText('The rules')).toBeNull();
  });

  it('can start open', () => {
    render(
      <Expandable title="Rules" defaultOpen>
        {() => <p>The rules</p>}
      </Expandable>,
    );
    expect(screen.getByRole('button', { name: 'Rules' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('The rules')).toBeTruthy();
  });

  it('puts its header in a heading when asked, with the id a region is named by', () => {
    render(
      <section aria-labelledby="rules-heading">
        <Expandable title="Rules" headingLevel={2} headerId="rules-heading" testId="rules-toggle">
          {() => <p>The rules</p>}
        </Expandable>
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Rules' });
    expect(heading.id).toBe('rules-heading');
    expect(heading.contains(screen.getByTestId('rules-toggle'))).toBe(true);
    expect(screen.getByRole('region', { name: 'Rules' })).toBeTruthy();
  });

  it('names itself by its header without a heading too', () => {
    render(
      <Expandable title="Rules" headerId="rules-header">
        {() => null}
      </Expandable>,
    );
    expect(screen.getByRole('button', { name: 'Rules' }).id).toBe('rules-header');
  });
});
