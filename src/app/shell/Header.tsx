// The fixed header: hamburger, product name, and the signed-in user or the Login button.
import { styled } from '@linaria/react';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { fixedImage } from '../../lib/images';
import { PRODUCT_NAME } from '../../lib/product';
import { lazyPanel, usePreloadAfterStart } from './lazyPanel';
import { sitePaths } from '../../lib/paths/site';
import { withChunkStyles } from '../../lib/chunkStyles';

export const menuPanel = lazyPanel(() => withChunkStyles(import('./HamburgerMenu')).then((m) => m.HamburgerMenu));
export const loginPanel = lazyPanel(() => withChunkStyles(import('./LoginMenu')).then((m) => m.LoginMenu));
/** The signed-in user's unread counts: their own chunk, so the first load of a page carries none of it. */
export const unreadPanel = lazyPanel(() => withChunkStyles(import('./UnreadBadges')).then((m) => m.UnreadBadges));
/** The menus, fetched a moment after start (usePreloadAfterStart). */
const MENU_PANELS = [menuPanel, loginPanel];

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 100;
  height: calc(var(--header-height) + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) 8px 0;
  display: flex;
  align-items: center;
  gap: 8px;
  background: var(--header-bg);
  border-bottom: 1px solid var(--border);
`;

const IconButton = styled.button`
  /* A touch target that a long name beside it does not squeeze below 44px. */
  flex: none;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 10px;
  background: transparent;
  cursor: pointer;
  span,
  span::before,
  span::after {
    display: block;
    width: 22px;
    height: 2px;
    background: var(--text);
    border-radius: 2px;
    position: relative;
    content: '';
    /* Forced colours (Windows' high contrast) drop backgrounds: the bars take the text's system colour. */
    @media (forced-colors: active) {
      background: CanvasText;
    }
  }
  span::before {
    position: absolute;
    top: -7px;
  }
  span::after {
    position: absolute;
    top: 7px;
  }
`;

const Brand = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px; /* a touch target */
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: 0.2px;
  color: var(--text);
  text-decoration: none;
  em {
    font-style: normal;
    color: var(--accent);
  }
`;

const Right = styled.div`
  margin-left: auto;
  /* Shrinks (the name gives way) rather than run past a narrow phone's edge. */
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 8px;
`;

const UserLink = styled.a`
  display: flex;
  align-items: center;
  gap: 8px;
  color: var(--text);
  text-decoration: none;
  font-weight: 600;
  max-width: 50vw;
  min-width: 0;
  min-height: 44px; /* a touch target */
  img {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Beside the menu, the name and an unread badge, the smallest phones have room for a few
     letters at most: the avatar alone then (the link's label still names the user). */
  @media (max-width: 359px) {
    span {
      display: none;
    }
  }
`;

const LoginButton = styled.button`
  height: 44px; /* a touch target */
  padding: 0 16px;
  border: 0;
  border-radius: 22px;
  background: var(--accent);
  color: var(--accent-text);
  font-weight: 700;
  cursor: pointer;
`;

export function Header() {
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const openPanel = useUi((s) => s.openPanel);
  const toggle = useUi((s) => s.toggle);
  const brand = PRODUCT_NAME.slice(0, 6);
  usePreloadAfterStart(MENU_PANELS);
  return (
    <>
      <Bar data-testid="header">
        <IconButton
          type="button"
          aria-label="Menu"
          aria-expanded={openPanel === 'menu'}
          data-testid="menu-button"
          onClick={() => toggle('menu')}
        >
          <span />
        </IconButton>
        {/* Named whole: its two parts, flex items, are read as two words. */}
        <Brand href={sitePaths.home()} aria-label={PRODUCT_NAME}>
          {brand}
          <em>{PRODUCT_NAME.slice(brand.length)}</em>
        </Brand>
        <Right>
          {user && <unreadPanel.Panel />}
          {user ? (
            <UserLink href={sitePaths.user(user.id)} aria-label={user.nickname} data-testid="current-user">
              <img {...fixedImage(user.avatar, 32)} alt="" width={32} height={32} />
              <span>{user.nickname}</span>
            </UserLink>
          ) : (
            status !== 'loading' && (
              <LoginButton
                type="button"
                data-testid="login-button"
                aria-expanded={openPanel === 'login'}
                onClick={() => toggle('login')}
              >
                Login
              </LoginButton>
            )
          )}
        </Right>
      </Bar>
      {openPanel === 'menu' && <menuPanel.Panel />}
      {openPanel === 'login' && !user && <loginPanel.Panel />}
    </>
  );
}
