// A fan's notification settings for the profile's user (spec part 2 §3, §7): notes, uploads and
// live streams, each saved at once through POST /api/v2/fan/notify; the profile keeps the answer.
import { styled } from '@linaria/react';
import type { QueryKey } from '@tanstack/react-query';
import type { FanNotifyKind, Profile } from '../../api/schemas/profile';
import { Checkbox } from '../../components/Checkbox';
import { ACTION_FAILED } from '../../lib/profile';
import { useFanNotify, useRelationPending } from '../../queries/profile';
import { alertDialog } from '../../stores/dialogs';

const Box = styled.fieldset`
  margin: 0;
  padding: 8px 12px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  legend {
    padding: 0 4px;
    color: var(--text-muted);
  }
`;

const SETTINGS: { which: FanNotifyKind; field: 'fanNotes' | 'fanNotifyUploads' | 'fanNotifyStream'; label: string }[] = [
  { which: 'notes', field: 'fanNotes', label: 'Notes' },
  { which: 'upload', field: 'fanNotifyUploads', label: 'Uploads' },
  { which: 'stream', field: 'fanNotifyStream', label: 'Live streams' },
];

export function FanNotifySettings({ profile, cacheKey }: { profile: Profile; cacheKey: QueryKey }) {
  const notify = useFanNotify(cacheKey, profile.id);
  // A fan shown at once is not one on the server until its write is in.
  const relationPending = useRelationPending(cacheKey);
  const change = async (which: FanNotifyKind, value: boolean) => {
    // One setting at a time: a click while one is saved, or while the fan is written, is ignored.
    if (notify.isPending || relationPending) return;
    try {
      await notify.mutateAsync({ which, value });
    } catch {
      await alertDialog(ACTION_FAILED);
    }
  };
  return (
    <Box data-testid="fan-notify">
      <legend>Tell me about new</legend>
      {SETTINGS.map((s) => (
        <Checkbox key={s.which} checked={profile[s.field]} onChange={(value) => void change(s.which, value)} testId={`fan-notify-${s.which}`}>
          {s.label}
        </Checkbox>
      ))}
    </Box>
  );
}
