// Accessibility checks in the browser: axe-core's source is put into the page and run on the
// whole document. A page is checked once it is settled (shown, no spinner, nothing busy, and the
// document unchanged for a moment), so the lazy parts of a screen are checked too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { browser } from '@wdio/globals';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Impacts that fail the check; the others are reported only. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * How long the document must stay unchanged to count as settled. A fade or any other finite
 * animation still running counts as busy on its own (a half-faded page would fail contrast), so
 * this only has to outlast the gap between a screen's late parts arriving: its lazy chunks and
 * reads answer from this machine's server within tens of milliseconds. It was 600 ms, polled
 * every 200 ms: a third of the accessibility matrix's time went into this wait.
 */
const QUIET_MS = 300;

export const axe = {
  /** Waits until the page shows `name` and nothing on it is loading or changing any more. */
  async waitForSettled(name: string) {
    await browser.waitUntil(
      () =>
        browser.execute(
          (page: string, quietMs: number) => {
            const w = window as unknown as { __settle?: { observer: MutationObserver; last: number } };
            if (!w.__settle) {
              const state = { last: Date.now(), observer: new MutationObserver(() => (state.last = Date.now())) };
              state.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
              w.__settle = state;
            }
            const shown = document.querySelector('main[data-page]')?.getAttribute('data-page') === page || (page === 'ban' && !!document.querySelector('[data-testid="ban-page"]'));
            // A spinner loops for ever: only animations that end (fades, slides) hold the page.
            const animating = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
            const busy = animating || !!document.querySelector('[data-testid="page-spinner"], [aria-busy="true"], main[data-phase="out"]');
            return shown && !busy && Date.now() - w.__settle.last > quietMs;
          },
          name,
          QUIET_MS,
        ),
      { timeout: 20_000, interval: 100, timeoutMsg: `the ${name} page did not settle` },
    );
    await browser.execute(() => {
      const w = window as unknown as { __settle?: { observer: MutationObserver } };
      w.__settle?.observer.disconnect();
      delete w.__settle;
    });
  },

  /** Runs axe-core on the document (its rules of WCAG 2.2 A and AA and best practices). */
  async violations(): Promise<AxeViolation[]> {
    // Once per document: axe's source is half a megabyte to send and compile.
    const loaded = await browser.execute(() => 'axe' in window);
    if (!loaded) await browser.execute(AXE_SOURCE);
    return browser.execute(async () => {
      const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe.run;
      const result = await run(document, {
        resultTypes: ['violations'],
        // Targets of at least 24 by 24 px (WCAG 2.2 AA), off by default in axe.
        rules: { 'target-size': { enabled: true } },
      });
      return (result.violations as { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[]).map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 8).map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`),
      }));
    });
  },

  /**
   * Controls smaller than their touch target: buttons, tabs and check boxes (by their label) 44 by
   * 44 px, a phone's; fields and drop-down lists 40 px high (the toolkit's sizes, spec part 2's
   * constants: "dropdown height 40 px", "text field height 40") and 44 wide. Not links or inline
   * controls within a sentence.
   */
  async smallTargets(): Promise<string[]> {
    return browser.execute(
      (min: number, fieldHeight: number) => {
        const controls = document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], select, textarea, input:not([type="hidden"])');
        const small: string[] = [];
        for (const control of controls) {
          const box = control.matches('input[type="checkbox"], input[type="radio"]');
          const target = box ? (control.closest('label') ?? control) : control;
          const field = !box && control.matches('select, textarea, input:not([type="button"], [type="submit"], [type="reset"], [type="image"], [type="range"], [type="color"], [type="file"])');
          const style = getComputedStyle(target);
          if (style.display === 'inline' || style.visibility === 'hidden' || target.closest('[aria-hidden="true"]')) continue;
          const rect = target.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue; // not shown
          if (rect.width < min - 0.5 || rect.height < (field ? fieldHeight : min) - 0.5) {
            const name = (target.getAttribute('data-testid') ?? target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
            small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`);
          }
        }
        return small;
      },
      44,
      40,
    );
  },

  /** Describes violations for a failure message or the log. */
  describe(violations: AxeViolation[]): string {
    return violations.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n');
  },
};
