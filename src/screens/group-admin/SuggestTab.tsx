// The suggest tab: suggest a sketch to a group (spec §5). A group link (the product's own host,
// group/{name}) and a sketch link (any host, sketch/{digits}) must both match and resolve on the
// server, else 'Please fill in the fields with valid links' (so too when the server refuses the
// suggestion as not found: the sketch is unlisted or taken down, no sketch the group may hold); any
// other failure of the suggestion says 'Sorry, there was an error. Please try again in a bit.', or
// the server's reason when it gave one (the sketch is already proposed for the group). What is typed is kept locally
// (ga-suggest-group, ga-suggest-sketch) until the suggestion is made.
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { refusedRequest, serverReasonOf } from '../../api/errors';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import { GROUP_ADMIN_TEXTS, loadSuggestDraft, parseGroupLink, saveSuggestDraft } from '../../lib/groupAdminRules';
import { parseSketchLink } from '../../lib/links';
import { PRODUCT_HOST } from '../../lib/product';
import { displayTitle } from '../../lib/sketchCard';
import { SuggestLookupError, useSuggestToGroup } from '../../queries/groupAdmin';
import { SuggestForm } from './groupAdminStyles';

type Outcome = { kind: 'error' | 'done'; text: string } | null;


/**
 * Why the suggestion failed: a link that did not resolve (at the look-up, or a suggestion refused
 * as not found: a sketch the group may not hold) in the spec's words; a refusal the admin can act
 * on (already suggested, say) in the server's; a server failure or no answer in the spec's
 * ('… try again in a bit').
 */
function failedText(error: Error): string {
  if (error instanceof SuggestLookupError) return refusedRequest(error.cause) ? GROUP_ADMIN_TEXTS.suggestInvalid : GROUP_ADMIN_TEXTS.suggestFailed;
  if (error instanceof ApiError && error.status === 404) return GROUP_ADMIN_TEXTS.suggestInvalid;
  return (refusedRequest(error) ? serverReasonOf(error) : null) ?? GROUP_ADMIN_TEXTS.suggestFailed;
}

export function SuggestTab() {
  const [group, setGroup] = useState(() => loadSuggestDraft('group'));
  const [sketch, setSketch] = useState(() => loadSuggestDraft('sketch'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const groupId = useId();
  const sketchId = useId();
  const suggest = useSuggestToGroup({
    onSuggested: ({ group: target, sketch: suggested }) => {
      saveSuggestDraft('group', '');
      saveSuggestDraft('sketch', '');
      setGroup('');
      setSketch('');
      setOutcome({ kind: 'done', text: `Suggested “${displayTitle(suggested.title)}” to ${target.title}.` });
    },
    onFailed: (error) => setOutcome({ kind: 'error', text: failedText(error) }),
  });
  const busy = suggest.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const groupName = parseGroupLink(group, [window.location.host]);
    const sketchNumber = parseSketchLink(sketch);
    if (!groupName || !sketchNumber) return setOutcome({ kind: 'error', text: GROUP_ADMIN_TEXTS.suggestInvalid });
    setOutcome(null);
    suggest.mutate({ groupName, sketchId: sketchNumber });
  };

  return (
    <SuggestForm onSubmit={submit} noValidate data-testid="ga-suggest">
      <label htmlFor={groupId}>
        Group link
        <span className="hint">e.g. https://{PRODUCT_HOST}/group/2, as on the group page</span>
      </label>
      <TextInput
        id={groupId}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={group}
        onChange={(typed) => {
          setGroup(typed);
          saveSuggestDraft('group', typed);
        }}
        testId="ga-suggest-group"
      />
      <label htmlFor={sketchId}>
        Sketch link
        <span className="hint">e.g. https://{PRODUCT_HOST}/sketch/123</span>
      </label>
      <TextInput
        id={sketchId}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={sketch}
        onChange={(typed) => {
          setSketch(typed);
          saveSuggestDraft('sketch', typed);
        }}
        testId="ga-suggest-sketch"
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
