// Under a tags field (upload, edit sketch): the tags as they will be saved, as they are typed.
// Saving normalises each tag (lib/sketchRules.ts normalizeTag: lower case, spaces to dashes, only
// letters (with their marks), digits, '-' and '_', at most TAG_MAX_LENGTH characters), so a tag that changes or
// drops out is seen before saving, not found changed afterwards.
import { parseTags } from '../lib/sketchRules';

export function TagsPreview({ text, testId }: { text: string; testId: string }) {
  if (!text.trim()) return null;
  const tags = parseTags(text);
  return (
    <span className="hint" role="status" data-testid={testId}>
      {tags.length ? `Saved as ${tags.map((tag) => `#${tag}`).join(' ')}` : 'No tags: a tag keeps only letters, digits, "-" and "_".'}
    </span>
  );
}
