// The 'Suggest challenge' dialog (spec part 1 §2, §6, §7): a signed-in user proposes a theme with
// a title and a description; POST /challenges {action: 'suggest', title, description}. A failed
// send keeps what was typed and says so.
import { useId } from 'react';
import { suggestChallenge } from '../../api/challenges';
import { serverReasonOf } from '../../api/errors';
import { FormActions, FormMessageRow } from '../../components/form/FormRows';
import { useForm, type FieldErrors } from '../../components/form/useForm';
import { Form } from '../../components/formParts';
import { LimitNote } from '../../components/LimitNote';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { SUGGEST_FAILED, SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '../../lib/challengeRules';

interface SuggestionValues {
  title: string;
  description: string;
}

export const SUGGEST_TITLE_MISSING = 'Please give the challenge a title.';

function suggestionProblems(values: SuggestionValues): FieldErrors<SuggestionValues> {
  const errors: FieldErrors<SuggestionValues> = {};
  if (!values.title.trim()) errors.title = SUGGEST_TITLE_MISSING;
  else if (values.title.trim().length > SUGGESTION_TITLE_MAX) errors.title = `The title can be at most ${SUGGESTION_TITLE_MAX} characters.`;
  if (values.description.length > SUGGESTION_DESCRIPTION_MAX) errors.description = `The description can be at most ${SUGGESTION_DESCRIPTION_MAX} characters.`;
  return errors;
}

export function SuggestChallengeDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const id = useId();
  const form = useForm<SuggestionValues>({
    initial: { title: '', description: '' },
    validate: suggestionProblems,
    once: true, // a double tap would make it twice
    submit: async ({ title, description }) => {
      await suggestChallenge(title.trim(), description.trim());
      onSent();
    },
    failure: (caught) => ({ text: SUGGEST_FAILED, reason: serverReasonOf(caught) }),
  });

  return (
    <Modal onClose={onClose} dismissible={!form.submitting} labelledBy={`${id}-h`} testId="suggest-dialog" width={520}>
      <Form noValidate onSubmit={(event) => void form.handleSubmit(event)} data-testid="suggest-form">
        <h2 id={`${id}-h`}>Suggest challenge</h2>
        <p className="hint">Propose a theme for a future daily challenge.</p>
        <label className="field">
          Title
          <TextInput maxLength={SUGGESTION_TITLE_MAX} required testId="suggest-title" {...form.text('title')} />
          <LimitNote length={form.values.title.length} max={SUGGESTION_TITLE_MAX} what="title" testId="suggest-title-count" />
        </label>
        <label className="field">
          Description
          <TextInput multiLine maxLength={SUGGESTION_DESCRIPTION_MAX} testId="suggest-description" {...form.text('description')} />
          <LimitNote length={form.values.description.length} max={SUGGESTION_DESCRIPTION_MAX} what="description" testId="suggest-description-count" />
        </label>
        <FormMessageRow message={form.message} testId="suggest-error" />
        <FormActions
          submitLabel="Send suggestion"
          submitTestId="suggest-send"
          submitDisabled={form.submitting}
          cancel={{ onClick: onClose, testId: 'suggest-cancel', disabled: form.submitting }}
        />
      </Form>
    </Modal>
  );
}
