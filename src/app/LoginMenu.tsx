// The Login menu for visitors (spec part 1 §1): the web identity provider, the app-store
// download, the platform sign-in only when the query parameter `aid` is present, and the
// social-network login shown as under maintenance.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { useUi } from '../stores/ui';
import { alertDialog } from '../stores/dialogs';
import { APP_STORE_URL } from '../lib/product';
import { platformSignIn } from './hostBridge';
import { Panel, Scrim } from './panelStyles';
import { useDropDown } from './useDropDown';
import { paths } from '../lib/paths';

const Menu = styled(Panel)`
  right: 8px;
  width: min(320px, calc(100vw - 16px));
  border-radius: 0 0 12px 12px;
`;

export function hasPlatformSignIn(search: string): boolean {
  return new URLSearchParams(search).has('aid');
}

export function LoginMenu() {
  const close = useUi((s) => s.close);
  const dropDown = useDropDown(close);
  const [signingIn, setSigningIn] = useState(false);
  const returnTo = window.location.pathname + window.location.search;

  async function signInWithPlatform() {
    setSigningIn(true);
    const result = await platformSignIn();
    setSigningIn(false);
    // A user reloads the page (done by platformSignIn); a cancel says nothing.
    if (result.kind === 'error') await alertDialog(result.text);
  }

  return (
    <>
      <Scrim onClick={close} />
      <Menu {...dropDown} aria-label="Login" data-testid="login-menu">
        <ul>
          <li>
            <a href={paths.login(returnTo)} data-testid="login-web">
              Log in or sign up
            </a>
          </li>
          {hasPlatformSignIn(window.location.search) && (
            <li>
              <button type="button" data-testid="login-platform" disabled={signingIn} onClick={signInWithPlatform}>
                Sign in with Apple
              </button>
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
