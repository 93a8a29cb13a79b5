// @vitest-environment jsdom
// The 'Groups admin' entry of the hamburger menu (spec part 2 §6): group admins and gloperators.
import { render, screen } from '../../../test/support/render';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import { HamburgerMenu } from '../../app/shell/HamburgerMenu';
import { useSession } from '../../stores/session';

const user = (icons: CurrentUser['icons']): CurrentUser => ({
  id: 3, nickname: 'Someone', avatar: '', mature: false, following: [], blocks: [], icons, chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
});

beforeEach(() => useSession.setState({ status: 'ready', user: null }));

describe('the Groups admin menu entry', () => {
  it('is there for group admins and gloperators, leading to /a/groups', () => {
    for (const icons of [['g'], ['m'], ['g', 'p']] as CurrentUser['icons'][]) {
      useSession.setState({ status: 'ready', user: user(icons) });
      const { unmount } = render(<HamburgerMenu />);
      expect(screen.getByTestId('menu-groups-admin').getAttribute('href')).toBe('/a/groups');
      expect(screen.getByTestId('menu-groups-admin').textContent).toBe('Groups admin');
      unmount();
    }
  });

  it('is not there for artists, patrons and visitors', () => {
    for (const signedIn of [user([]), user(['p']), null]) {
      useSession.setState({ status: 'ready', user: signedIn });
      const { unmount } = render(<HamburgerMenu />);
      expect(screen.queryByTestId('menu-groups-admin')).toBeNull();
      unmount();
    }
  });
});
