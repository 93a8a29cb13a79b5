// The suggest tab: suggest a sketch to a group (spec §5). A group link (the product's own host,
// group/{name}) and a sketch link (any host, sketch/{digits}) must both match and resolve on the
// server, else 'Please fill in the fields with valid links'; a failure of the suggestion itself
// says 'Sorry, there was an error. Please try again in a bit.'. What is typed is kept locally
// (ga-suggest-group, ga-suggest-sketch) until the suggestion is made.
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { fetchGroupAdminInfo, fetchSuggestSketch, suggestToGroup } from '../../api/groupAdmin';
import { Button } from '../../components/Button';
import { GROUP_ADMIN_TEXTS, loadSuggestDraft, parseGroupLink, saveSuggestDraft } from '../../lib/groupAdminRules';
import { parseSketchLink } from '../../lib/links';
import { PRODUCT_HOST } from '../../lib/product';
import { invalidateGroupAdmin } from '../../queries/groupAdmin';
import { SuggestForm } from './groupAdminStyles';

type Outcome = { kind: 'error' | 'done'; text: string } | null;

/** A link that does not resolve is the admin's to fix; anything else is the server's failure. */
const notFound = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function SuggestTab() {
  const [group, setGroup] = useState(() => loadSuggestDraft('group'));
  const [sketch, setSketch] = useState(() => loadSuggestDraft('sketch'));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const groupId = useId();
  const sketchId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const groupName = parseGroupLink(group, [window.location.host]);
    const sketchNumber = parseSketchLink(sketch);
    if (!groupName || !sketchNumber) return setOutcome({ kind: 'error', text: GROUP_ADMIN_TEXTS.suggestInvalid });
    setBusy(true);
    setOutcome(null);
    try {
      let found;
      try {
        found = await Promise.all([fetchGroupAdminInfo(groupName), fetchSuggestSketch(sketchNumber)]);
      } catch (error) {
        return setOutcome({ kind: 'error', text: notFound(error) ? GROUP_ADMIN_TEXTS.suggestInvalid : GROUP_ADMIN_TEXTS.suggestFailed });
      }
      const [{ group: target }, { id, title }] = found;
      await suggestToGroup({ groupId: target.id, groupTitle: target.title, sketchId: id, sketchTitle: title ?? '' });
      saveSuggestDraft('group', '');
      saveSuggestDraft('sketch', '');
      setGroup('');
      setSketch('');
      setOutcome({ kind: 'done', text: `Suggested “${title || 'Untitled'}” to ${target.title}.` });
      void invalidateGroupAdmin();
    } catch {
      setOutcome({ kind: 'error', text: GROUP_ADMIN_TEXTS.suggestFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SuggestForm onSubmit={(event) => void submit(event)} noValidate data-testid="ga-suggest">
      <label htmlFor={groupId}>
        Group link
        <span className="hint">e.g. https://{PRODUCT_HOST}/group/ink-club</span>
      </label>
      <input
        id={groupId}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={group}
        onChange={(event) => {
          setGroup(event.target.value);
          saveSuggestDraft('group', event.target.value);
        }}
        data-testid="ga-suggest-group"
      />
      <label htmlFor={sketchId}>
        Sketch link
        <span className="hint">e.g. https://{PRODUCT_HOST}/sketch/123</span>
      </label>
      <input
        id={sketchId}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={sketch}
        onChange={(event) => {
          setSketch(event.target.value);
          saveSuggestDraft('sketch', event.target.value);
        }}
        data-testid="ga-suggest-sketch"
      />
      <p className="message" role={outcome?.kind === 'error' ? 'alert' : 'status'} data-kind={outcome?.kind ?? ''} data-testid="ga-suggest-message">
        {outcome?.text ?? ''}
      </p>
      <div className="actions">
        <Button type="submit" variant="primary" disabled={busy} data-testid="ga-suggest-submit">
          Suggest
        </Button>
      </div>
    </SuggestForm>
  );
}
