// The stub host page (/native-stub/): plays the app around the site, which runs in an iframe and
// reaches this page through the bridge's parent-window transport (same origin, checked exactly).
// Plain DOM: no framework, nothing inline (the CSP allows no inline script or style).
import type { CapabilityName } from '../../bridge/protocol';
import { THEMES, hexOfTheme } from '../../src/lib/theme';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts';
import type { ThemeHex } from '../../bridge/schemas';
import { ANSWER_MODES, DEFAULT_CAPABILITIES, DEMO_APPLE_SUBJECTS, SimulatedHost, type AnswerMode, type LogEntry } from '../common/simulatedHost';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const frame = byId<HTMLIFrameElement>('site');
const logList = byId<HTMLOListElement>('log');

/** A new element with properties (not attributes: nothing inline reaches the CSP) and children. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function showLog(entry: LogEntry): void {
  const invalid = entry.summary.startsWith('INVALID') || entry.summary.startsWith('ignored');
  const time = new Date(entry.at).toISOString().slice(11, 23);
  const item = element(
    'li',
    { className: `${entry.direction === 'host → page' ? 'to-page' : 'to-host'}${invalid ? ' invalid' : ''}` },
    element(
      'details',
      {},
      element('summary', {}, `${time} ${entry.direction} ${entry.summary}`),
      element('pre', {}, typeof entry.message === 'string' ? entry.message : JSON.stringify(entry.message, null, 2)),
    ),
  );
  logList.prepend(item);
}

const host = new SimulatedHost({
  platform: 'web',
  // The exact origin, never '*': if the frame navigated elsewhere, nothing is delivered.
  deliver: (message) => frame.contentWindow?.postMessage(JSON.stringify(message), location.origin),
  onLog: showLog,
});

window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  if (event.origin !== location.origin) {
    showLog({ at: Date.now(), direction: 'page → host', summary: `ignored: foreign origin ${event.origin}`, message: event.data });
    return;
  }
  host.receive(event.data);
});

/** The page is opened the way the app opens it: with the current theme as a launch parameter. */
function loadSite(): void {
  const url = new URL(byId<HTMLInputElement>('path').value || '/', location.origin);
  if (url.origin !== location.origin) return; // only the site itself goes in the frame
  if (host.theme) url.searchParams.set('theme', host.theme);
  if (byId<HTMLInputElement>('aid').checked) url.searchParams.set('aid', '1');
  frame.src = url.pathname + url.search;
}

function report(action: Promise<unknown>): void {
  action.catch((error: unknown) => showLog({ at: Date.now(), direction: 'host → page', summary: `ignored: ${String(error)}`, message: null }));
}

function fillSelect(select: HTMLSelectElement, options: readonly { value: string; label: string }[]): void {
  select.append(...options.map(({ value, label }) => element('option', { value, textContent: label })));
}

function setUp(): void {
  const params = new URLSearchParams(location.search);
  const themeParam = params.get('theme');
  host.theme = THEMES.map(hexOfTheme).find((hex) => hex === themeParam) as ThemeHex | undefined ?? null;
  byId<HTMLInputElement>('path').value = params.get('path') ?? '/';
  byId<HTMLInputElement>('aid').checked = params.has('aid');

  byId('themes').append(
    ...THEMES.map((theme) => {
      const hex = hexOfTheme(theme) as ThemeHex;
      const button = element('button', { type: 'button', className: `swatch-${theme}`, textContent: `${theme} ${hex}` });
      button.dataset.testid = `stub-theme-${theme}`;
      button.addEventListener('click', () => host.pushTheme(hex));
      return button;
    }),
  );

  const account = byId<HTMLSelectElement>('account');
  fillSelect(account, DEMO_ACCOUNTS.map((a) => ({ value: String(a.id), label: `${a.nickname} (#${a.id}, ${a.role})` })));
  byId('sign-in').addEventListener('click', () => report(host.signInAs(Number(account.value))));
  byId('sign-out').addEventListener('click', () => host.pushAuth({ state: 'signedOut' }));
  byId('resume').addEventListener('click', () => host.resume());

  const mode = byId<HTMLSelectElement>('mode');
  fillSelect(mode, ANSWER_MODES.map((m) => ({ value: m, label: m === 'silent' ? 'no answer' : m })));
  mode.addEventListener('change', () => (host.mode = mode.value as AnswerMode));

  const apple = byId<HTMLSelectElement>('apple');
  fillSelect(apple, [
    ...DEMO_ACCOUNTS.map((a) => ({ value: a.appleSub, label: `${a.appleSub} (${a.nickname})` })),
    { value: DEMO_APPLE_SUBJECTS.noAccount, label: `${DEMO_APPLE_SUBJECTS.noAccount} (no account)` },
  ]);
  apple.addEventListener('change', () => (host.appleSubject = apple.value));

  byId('capabilities').append(
    ...DEFAULT_CAPABILITIES.map((name) => {
      const box = element('input', { type: 'checkbox', checked: true });
      box.addEventListener('change', () => {
        const set = new Set<CapabilityName>(host.capabilities);
        if (box.checked) set.add(name);
        else set.delete(name);
        host.capabilities = DEFAULT_CAPABILITIES.filter((n) => set.has(n)); // applies from the next hello
      });
      return element('label', {}, box, ` offers ${name}`);
    }),
  );

  // No id: the signed-in user's first sketch (the full-size picture is the artist's own).
  byId('send-file').addEventListener('click', () => report(host.sendSketchFile(Number(byId<HTMLInputElement>('sketch').value) || undefined)));
  byId('reload').addEventListener('click', loadSite);
  byId('clear-log').addEventListener('click', () => logList.replaceChildren());
  loadSite();
}

setUp();
