// The hamburger menu of spec part 1 §2: every entry in its order, plus the theme picker.
import { styled } from '@linaria/react';
import { hasIcon, useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { LayoutRenderer } from '../../components/LayoutRenderer';
import type { LayoutNode } from '../../components/layoutNode';
import { HELP_URL } from '../../lib/product';
import { openUpload } from '../host/hostBridge';
import { navigate } from '../navigation/navigation';
import { Panel, Scrim } from './panelStyles';
import { useDropDown } from './useDropDown';
import { accountPaths } from '../../lib/paths/account';
import { groupPaths } from '../../lib/paths/groups';
import { realtimePaths } from '../../lib/paths/realtime';
import { sitePaths } from '../../lib/paths/site';
import { sketchPaths } from '../../lib/paths/sketches';

export const MENU_ENTRIES: readonly { label: string; href: string; external?: boolean }[] = [
  { label: 'Home', href: sitePaths.home() },
  { label: 'Challenges', href: sitePaths.challenges() },
  { label: 'Compos', href: sitePaths.compos() },
  { label: 'Streams', href: realtimePaths.streams() },
  { label: 'Artists', href: sitePaths.artists() },
  { label: 'Chat', href: realtimePaths.chat() },
  { label: 'Forum', href: sitePaths.forums() },
  { label: 'Groups', href: sitePaths.groups() },
  { label: 'Brushes', href: sketchPaths.brushes() },
  { label: 'Classes', href: sitePaths.classes() },
  { label: 'Store', href: accountPaths.store() },
  { label: 'Help', href: HELP_URL, external: true },
];

const Menu = styled(Panel)`
  left: 0;
  width: min(300px, 86vw);
  bottom: 0;
  .theme-section {
    margin: 16px 12px;
  }
  .section-title {
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    color: var(--text-muted);
  }
`;

/** The menu's theme section, described for the toolkit's layout renderer: its title over the picker. */
const THEME_SECTION: LayoutNode = {
  layout: 'vertical',
  spacing: 8,
  className: 'theme-section',
  subviews: [{ type: 'label', text: 'Theme', className: 'section-title' }, { type: 'theme-picker' }],
};

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
                  <a href={groupPaths.groupAdmin()} data-testid="menu-groups-admin">
                    Groups admin
                  </a>
                </li>
              )}
              <li>
                <a href={sitePaths.logout()} data-testid="menu-logout">
                  Log out
                </a>
              </li>
            </>
          )}
        </ul>
        <LayoutRenderer layout={THEME_SECTION} />
      </Menu>
    </>
  );
}
