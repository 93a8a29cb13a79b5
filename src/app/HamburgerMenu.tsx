// The hamburger menu of spec part 1 §2: every entry in its order, plus the theme picker.
import { styled } from '@linaria/react';
import { hasIcon, useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { ThemePicker } from '../components/ThemePicker';
import { HELP_URL } from '../lib/product';
import { openUpload } from './hostBridge';
import { navigate } from './navigation';
import { Panel, Scrim } from './panelStyles';
import { useDropDown } from './useDropDown';
import { paths } from '../lib/paths';

export const MENU_ENTRIES: readonly { label: string; href: string; external?: boolean }[] = [
  { label: 'Home', href: paths.home() },
  { label: 'Challenges', href: paths.challenges() },
  { label: 'Compos', href: paths.compos() },
  { label: 'Streams', href: paths.streams() },
  { label: 'Artists', href: paths.artists() },
  { label: 'Chat', href: paths.chat() },
  { label: 'Forum', href: paths.forums() },
  { label: 'Groups', href: paths.groups() },
  { label: 'Brushes', href: paths.brushes() },
  { label: 'Classes', href: paths.classes() },
  { label: 'Store', href: paths.store() },
  { label: 'Help', href: HELP_URL, external: true },
];

const Menu = styled(Panel)`
  left: 0;
  width: min(300px, 86vw);
  bottom: 0;
  h3 {
    margin: 16px 12px 8px;
    font-size: 13px;
    text-transform: uppercase;
    color: var(--text-muted);
  }
  [role='group'] {
    margin: 0 12px 16px;
  }
`;

export function HamburgerMenu() {
  const close = useUi((s) => s.close);
  const dropDown = useDropDown(close);
  const user = useSession((s) => s.user);
  return (
    <>
      <Scrim onClick={close} />
      {/* A link followed or a theme picked: the menu has done its job. */}
      <Menu {...dropDown} aria-label="Main menu" data-testid="menu" onClick={(e) => (e.target as HTMLElement).closest('a,[data-theme-swatch]') && close()}>
        <ul>
          {MENU_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <a
                href={entry.href}
                data-testid={`menu-${entry.label.toLowerCase()}`}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {entry.label}
              </a>
            </li>
          ))}
          {user && (
            <>
              <li>
                <button
                  type="button"
                  data-testid="menu-upload"
                  onClick={() => {
                    close();
                    void openUpload((path) => void navigate(path));
                  }}
                >
                  Upload
                </button>
              </li>
              {/* Group admins ('g') and gloperators ('m') have the group admin pages (spec part 2 §6). */}
              {(hasIcon(user, 'g') || hasIcon(user, 'm')) && (
                <li>
                  <a href={paths.groupAdmin()} data-testid="menu-groups-admin">
                    Groups admin
                  </a>
                </li>
              )}
              <li>
                <a href={paths.logout()} data-testid="menu-logout">
                  Log out
                </a>
              </li>
            </>
          )}
        </ul>
        <h3>Theme</h3>
        <ThemePicker />
      </Menu>
    </>
  );
}
