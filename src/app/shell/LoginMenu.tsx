// The Login menu for visitors (spec part 1 §1): the web identity provider, the app-store
// download, the platform sign-in only when the query parameter `aid` is present (and the app
// offers it: capability signIn.platform), and the social-network login shown as under maintenance.
import { styled } from '@linaria/react';
import { useEffect, useRef, useState } from 'react';
import { hostCan, useHost } from '../host/hostState';
import { useUi } from '../../stores/ui';
import { alertDialog } from '../../stores/dialogs';
import { APP_STORE_URL } from '../../lib/product';
import { platformSignIn } from '../host/hostBridge';
import { Panel, Scrim } from './panelStyles';
import { useDropDown } from './useDropDown';
import { addressHere, sitePaths } from '../../lib/paths/site';

const Menu = styled(Panel)`
  right: 8px;
  width: min(320px, calc(100vw - 16px));
  border-radius: 0 0 12px 12px;
  .waiting {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 4px 12px 8px;
    color: var(--text-muted);
  }
  .waiting progress {
    flex: 1 1 100%;
  }
  .waiting button {
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid var(--border);
    border-radius: 8px;
    background: var(--surface-2);
    color: var(--text);
    font-weight: 600;
    cursor: pointer;
  }
`;

export const PLATFORM_SIGN_IN_WAITING = 'Waiting for Apple sign-in in the app…';

/** Where the page remembers its launch parameter for the visit (the tab's session storage). */
const LAUNCHED_WITH_AID = 'sketchery.launch.aid';

/**
 * Whether the app launched the page with `aid` (PROTOCOL.md §4): a launch parameter, so it holds
 * for the whole visit, after the page has moved to addresses without it and across reloads.
 */
export function hasPlatformSignIn(search: string): boolean {
  const launched = new URLSearchParams(search).has('aid');
  try {
    if (launched) window.sessionStorage.setItem(LAUNCHED_WITH_AID, '1');
    return launched || window.sessionStorage.getItem(LAUNCHED_WITH_AID) === '1';
  } catch {
    return launched; // storage refused (a private mode): the address alone
  }
}

export function LoginMenu() {
  const close = useUi((s) => s.close);
  const dropDown = useDropDown(close);
  const offersPlatformSignIn = useHost(hostCan('signIn.platform'));
  // The open platform sign-in: the app's sheet can wait up to 180 s, so the page shows that it
  // waits and lets the user give up (Cancel, or closing this menu).
  const [waiting, setWaiting] = useState<AbortController | null>(null);
  // Also in a ref, set with the click: closing the menu gives up even before the render that
  // shows the waiting has run its effects.
  const open = useRef<AbortController | null>(null);
  const returnTo = addressHere();

  useEffect(() => () => open.current?.abort(), []);

  async function signInWithPlatform() {
    const controller = new AbortController();
    open.current = controller;
    setWaiting(controller);
    const result = await platformSignIn(controller.signal);
    if (open.current === controller) open.current = null;
    setWaiting(null);
    // A user reloads the page (done by platformSignIn); a cancel says nothing.
    if (result.kind === 'error') await alertDialog(result.text);
  }

  return (
    <>
      <Scrim onClick={close} />
      <Menu {...dropDown} aria-label="Login" data-testid="login-menu">
        <ul>
          <li>
            <a href={sitePaths.login(returnTo)} data-testid="login-web">
              Log in or sign up
            </a>
          </li>
          {hasPlatformSignIn(window.location.search) && offersPlatformSignIn && (
            <li>
              <button type="button" data-testid="login-platform" disabled={waiting !== null} onClick={signInWithPlatform}>
                Sign in with Apple
              </button>
              {waiting && (
                <div className="waiting" role="status" data-testid="login-platform-waiting">
                  <progress aria-label="Signing in" />
                  <span>{PLATFORM_SIGN_IN_WAITING}</span>
                  <button type="button" data-testid="login-platform-cancel" onClick={() => waiting.abort()}>
                    Cancel
                  </button>
                </div>
              )}
            </li>
          )}
          <li>
            <button type="button" data-testid="login-social" disabled>
              <span>
                Log in with Google
                <small>Under maintenance</small>
              </span>
            </button>
          </li>
          <li>
            <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" data-testid="login-download">
              Download the app
            </a>
          </li>
        </ul>
      </Menu>
    </>
  );
}
