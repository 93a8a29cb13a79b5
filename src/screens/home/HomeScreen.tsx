// Home (/, /e/, /#/). The navigation tiles of spec part 1 §2; the feed sections come with the
// sketches screens.
import { styled } from '@linaria/react';
import { useSession } from '../../stores/session';
import { HELP_URL, PRODUCT_NAME } from '../../lib/product';

export const NAVIGATION_TILES = [
  { label: 'Artists', href: '/artists' },
  { label: 'Compos', href: '/compos' },
  { label: 'Forum', href: '/forums' },
  { label: 'Groups', href: '/groups' },
  { label: 'Search', href: '/search' },
  { label: 'Help', href: HELP_URL },
] as const;

const Page = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
  h1 {
    font-size: 24px;
    margin: 8px 0 16px;
  }
`;

const Tiles = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 72px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
`;

export default function HomeScreen() {
  const user = useSession((s) => s.user);
  return (
    <Page data-testid="home">
      <h1>{user ? `Welcome back, ${user.nickname}` : `Welcome to ${PRODUCT_NAME}`}</h1>
      <Tiles aria-label="Explore" data-testid="home-tiles">
        {NAVIGATION_TILES.map((tile) => (
          <a key={tile.label} href={tile.href} {...(tile.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {tile.label}
          </a>
        ))}
      </Tiles>
    </Page>
  );
}
