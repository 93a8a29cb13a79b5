// The compo list (/compos, spec part 1 §2, §7): pages of 50 from GET /api/v2/compo, open compos
// first, then voting, then closed; each card has the thumbnail, title, state label and the
// deadline of its state.
import { styled } from '@linaria/react';
import { CoverImage } from '../../components/CoverImage';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import type { Compo } from '../../api/schemas/compos';
import { cardDeadline, compoDeadline } from '../../lib/compoRules';
import { fixedImage } from '../../lib/images';
import { sitePaths } from '../../lib/paths/site';
import { compoList } from '../../queries/compos';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { Page, stateBadge } from './compoStyles';
import { countText } from '../../lib/numbers';

export const NO_COMPOS = 'There are no compos yet.';
export const COMPOS_FAILED = 'Sorry, the compos could not be loaded.';

export async function load({ restored }: LoadContext): Promise<undefined> {
  await loadEndlessList(compoList(), { restored });
  return undefined;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const Card = styled.a`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: var(--radius);
  overflow: hidden;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  text-decoration: none;
  .thumb .state {
    position: absolute;
    left: 8px;
    top: 8px;
  }
  .body {
    display: grid;
    gap: 2px;
    padding: 8px 12px 12px;
  }
  .title {
    font-weight: 700;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  .deadline,
  .entries {
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  &:hover .title {
    text-decoration: underline;
  }
`;

/** A card is 260 to about 400 px wide: the thumbnail at the step that covers it. */
const THUMB_WIDTH = 400;

export function CompoCard({ compo }: { compo: Compo }) {
  return (
    <Card href={sitePaths.compo(compo.keyName)} data-testid="compo-card" data-compo-key={compo.keyName} data-state={compo.state} data-entries={compo.entries}>
      <CoverImage className="thumb" image={fixedImage(compo.thumbnail, THUMB_WIDTH)} shape="wide">
        <span className={`state ${stateBadge}`} data-state={compo.state} data-testid="compo-card-state">
          {compoDeadline(compo).label}
        </span>
      </CoverImage>
      <span className="body">
        <span className="title">{compo.title}</span>
        <span className="deadline" data-testid="compo-card-deadline">
          {cardDeadline(compo)}
        </span>
        <span className="entries">
          {countText(compo.entries, 'entry', 'entries')}
        </span>
      </span>
    </Card>
  );
}

export default function ComposScreen(_props: ScreenProps) {
  usePageTitle('Compos');
  const list = useEndlessList(compoList());
  return (
    <Page data-testid="compos-page">
      <h1>Compos</h1>
      {list.items.length === 0 && !list.loading && !list.error && <p data-testid="compos-empty">{NO_COMPOS}</p>}
      <Grid>
        {list.items.map((compo) => (
          <li key={compo.id}>
            <CompoCard compo={compo} />
          </li>
        ))}
      </Grid>
      {list.loading && <Spinner />}
      {!!list.error && (
        <p role="alert">
          {COMPOS_FAILED} <Button onClick={list.retry}>Retry</Button>
        </p>
      )}
      {list.hasMore && !list.loading && !list.error && (
        <p>
          <Button onClick={list.loadMore} data-testid="compos-more">
            More compos
          </Button>
        </p>
      )}
    </Page>
  );
}
