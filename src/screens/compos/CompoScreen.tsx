// One compo (/compo/{name} or /compo/{key}, spec part 1 §2-§8): title, thumbnail, state label,
// a live countdown to the deadline of its state, the rules (server HTML), the vote button while
// voting ('Update your vote' once the viewer voted), and two tabs: the entries (newest first while
// open, by place afterwards, each with its status label) and the discussion (the comments).
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryClient } from '../../api/queryClient';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { primaryButtonLink } from '../../components/buttonLinks';
import { SafeHtml } from '../../components/SafeHtml';
import { prepareSafeHtml } from '../../lib/safeHtml';
import { SketchGrid } from '../../components/SketchGrid';
import { useTabs } from '../../components/useTabs';
import { Comments } from '../../features/comments/Comments';
import type { CompoInfo } from '../../api/schemas/compos';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { compoDeadline, entryStatus, NO_ENTRIES } from '../../lib/compoRules';
import { voteLinkOf } from '../../lib/voteLink';
import { fixedImage } from '../../lib/images';
import { visibleSketches } from '../../lib/visibility';
import { compoEntriesList, compoInfoQuery, entryOrderOf } from '../../queries/compos';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { selectUser, useSession } from '../../stores/session';
import { Page, stateBadge } from './compoStyles';
import { Countdown } from './Countdown';
import { EntryStatuses, EntryTile } from './EntryTile';

export interface CompoData {
  name: string;
}

export async function load({ params, restored }: LoadContext<{ name: string }>): Promise<CompoData> {
  // An unknown compo is a 404: the route table shows the not-found page.
  const compo = await queryClient.fetchQuery(compoInfoQuery(params.name));
  await Promise.all([loadEndlessList(compoEntriesList(compo.keyName, entryOrderOf(compo)), { restored }), prepareSafeHtml(compo.infos)]);
  return { name: params.name };
}

const TABS = ['entries', 'discussion'] as const;
type CompoTab = (typeof TABS)[number];

const Header = styled.header`
  display: grid;
  gap: 12px;
  margin-bottom: 12px;
  .cover {
    width: 100%;
    max-height: 220px;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  h1 {
    margin: 0;
  }
  .infos {
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  .infos p {
    margin: 0 0 6px;
  }
  .text {
    display: grid;
    gap: 10px;
    align-content: start;
  }
  .line:empty {
    display: none;
  }
  @media (min-width: 900px) {
    grid-template-columns: 320px 1fr;
    align-items: start;
    /* A compo without a cover (no entries yet): the text has the whole row. */
    .text:only-child {
      grid-column: 1 / -1;
    }
  }
`;

const TabBar = styled.div`
  display: flex;
  gap: 4px;
  margin: 8px 0 12px;
  border-bottom: 1px solid var(--border);
  button {
    min-height: 44px;
    padding: 0 16px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--text-muted);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: var(--text);
    border-bottom-color: var(--accent);
  }
`;


function statusesOf(sketches: readonly SketchCard[]): Map<number, string> {
  const labels = new Map<number, string>();
  for (const sketch of sketches) {
    const label = entryStatus(sketch.compoPlace);
    if (label) labels.set(sketch.id, label);
  }
  return labels;
}

function VoteAction({ compo, signedIn }: { compo: CompoInfo; signedIn: boolean }) {
  const link = voteLinkOf(compo, signedIn);
  return (
    link && (
      <a className={primaryButtonLink} href={link.href} data-testid={link.testId}>
        {link.label}
      </a>
    )
  );
}

function Entries({ compo }: { compo: CompoInfo }) {
  const viewer = useSession(selectUser);
  const list = useEndlessList(compoEntriesList(compo.keyName, entryOrderOf(compo)));
  const sketches = useMemo(() => visibleSketches(list.items, viewer), [list.items, viewer]);
  const statuses = useMemo(() => statusesOf(sketches), [sketches]);
  return (
    <EntryStatuses.Provider value={statuses}>
      <SketchGrid
        sketches={sketches}
        mode="grid"
        minColumns={2}
        list={list}
        empty={NO_ENTRIES}
        CardTile={EntryTile}
      />
    </EntryStatuses.Provider>
  );
}

export default function CompoScreen({ data }: ScreenProps<CompoData>) {
  const compo = useSuspenseQuery(compoInfoQuery(data.name)).data;
  const viewer = useSession(selectUser);
  usePageTitle(compo.title);
  // A comment posted or deleted on the Discussion tab changes its count at once.
  const [stored, setTab] = usePageState<CompoTab>('compo-tab', 'entries');
  const tab: CompoTab = TABS.includes(stored) ? stored : 'entries';
  const aria = useTabs({ tabs: TABS, selected: tab, onSelect: setTab });
  const cover = fixedImage(compo.thumbnail, 400);
  const { label } = compoDeadline(compo);
  return (
    <Page data-testid="compo-page" data-state={compo.state}>
      <Header>
        {cover.src && <img className="cover" {...cover} alt="" />}
        <div className="text">
          <div className="line">
            <h1 data-testid="compo-title">{compo.title}</h1>
            <span className={stateBadge} data-state={compo.state} data-testid="compo-state">
              {label}
            </span>
          </div>
          <div className="line">
            <Countdown compo={compo} />
            <VoteAction compo={compo} signedIn={viewer !== null} />
          </div>
          {compo.infos && <SafeHtml className="infos" html={compo.infos} testId="compo-infos" />}
        </div>
      </Header>
      <TabBar {...aria.list} aria-label="Compo">
        <button type="button" {...aria.tab('entries')} data-testid="compo-tab-entries">
          Entries ({compo.entries})
        </button>
        <button type="button" {...aria.tab('discussion')} data-testid="compo-tab-discussion">
          Discussion ({compo.commentCount})
        </button>
      </TabBar>
      <div {...aria.panel} data-testid={`compo-panel-${tab}`}>
        {tab === 'entries' ? <Entries compo={compo} /> : <Comments type="compo" which={compo.id} pageOwnerId={null} cannotComment={null} />}
      </div>
    </Page>
  );
}
