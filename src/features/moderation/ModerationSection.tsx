// The moderator section (spec part 1 §6): the lists a gloperator works through, as tabs in the
// one Modal: reported comments, reported sketches, bans, and cost and resource usage.
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { moderatorTint } from '../../components/DialogForm';
import { Modal } from '../../components/Modal';
import { TabList } from '../../components/TabList';
import { useTabs } from '../../components/useTabs';
import { BansList, ReportedComments, ReportedSketches, UsageReportView } from './ModerationLists';

export const SECTION_TABS = ['comments', 'sketches', 'bans', 'usage'] as const;
export type SectionTab = (typeof SECTION_TABS)[number];
export const SECTION_TAB_LABELS: Record<SectionTab, string> = {
  comments: 'Reported comments',
  sketches: 'Reported sketches',
  bans: 'Bans',
  usage: 'Usage',
};

export function ModerationSection({ onClose, initialTab = 'comments' }: { onClose: () => void; initialTab?: SectionTab }) {
  const titleId = useId();
  const [tab, setTab] = useState<SectionTab>(initialTab);
  const tabs = useTabs({ tabs: SECTION_TABS, selected: tab, onSelect: setTab });
  return (
    <Modal onClose={onClose} closeOnBackdrop labelledBy={titleId} panelClassName={moderatorTint} width={720} testId="moderation-section">
      <h2 id={titleId} style={{ margin: '0 0 8px', fontSize: '1.125rem' }}>
        Moderation
      </h2>
      <TabList {...tabs.list} aria-label="Moderation lists">
        {SECTION_TABS.map((t) => (
          <button key={t} type="button" {...tabs.tab(t)} data-testid={`moderation-tab-${t}`}>
            {SECTION_TAB_LABELS[t]}
          </button>
        ))}
      </TabList>
      <div {...tabs.panel} style={{ maxHeight: '60vh', overflowY: 'auto' }} tabIndex={0}>
        {tab === 'comments' && <ReportedComments />}
        {tab === 'sketches' && <ReportedSketches />}
        {tab === 'bans' && <BansList />}
        {tab === 'usage' && <UsageReportView />}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onClose} data-testid="moderation-close">
          Close
        </Button>
      </div>
    </Modal>
  );
}
