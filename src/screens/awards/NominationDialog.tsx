// The nomination dialog (spec part 1 §2, §5, §8): the user chooses an award category and names
// a sketch (a link or its number) or an artist (nickname or number) for it. Without a category
// it says 'Please choose an award category'; a failed post says 'Sorry there was an error
// posting the nomination.' and keeps what was typed.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { nominate } from '../../api/awards';
import { serverReasonOf } from '../../api/errors';
import type { Awards, AwardNominationBody } from '../../api/schemas/awards';
import { Dropdown, type DropdownGroup, type DropdownItem } from '../../components/Dropdown';
import { FormActions, FormMessageRow } from '../../components/form/FormRows';
import type { FormMessage } from '../../components/form/useForm';
import { Form } from '../../components/formParts';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { NOMINATION_FAILED, NOMINATION_SENT } from '../../lib/awards';
import { alertDialog } from '../../stores/dialogs';
import { nominationRequest, type NominationChoice } from './nominationRules';
import { useOneAtATime } from '../../lib/useOneAtATime';

export interface NominationDialogProps {
  awards: Awards;
  preview: boolean;
  onClose: () => void;
}

/** The categories under their kind's heading (a kind without categories has none), after the prompt. */
function categoryChoices(awards: Awards): DropdownItem[] {
  const group = (label: string, categories: Awards['artistCategories']): DropdownGroup[] =>
    categories.length > 0 ? [{ label, options: categories.map((c) => ({ label: c.title, value: String(c.id) })) }] : [];
  return [{ label: 'Choose a category…', value: '' }, ...group('Artist awards', awards.artistCategories), ...group('Sketch awards', awards.sketchCategories)];
}

export function NominationDialog({ awards, preview, onClose }: NominationDialogProps) {
  const formId = useId();
  const [categoryId, setCategoryId] = useState('');
  const [nominee, setNominee] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nomination = useMutation({ mutationFn: (request: AwardNominationBody) => nominate(request) });
  // Sent: the dialog closes; until then its buttons stay off.
  const sending = nomination.isPending || nomination.isSuccess;
  const message: FormMessage | null = problem
    ? { text: problem }
    : nomination.isError
      ? { text: NOMINATION_FAILED, reason: serverReasonOf(nomination.error) }
      : null;
  const choices: (NominationChoice & { title: string })[] = [
    ...awards.artistCategories.map((c) => ({ id: c.id, kind: 'artist' as const, title: c.title })),
    ...awards.sketchCategories.map((c) => ({ id: c.id, kind: 'sketch' as const, title: c.title })),
  ];
  const chosen = choices.find((choice) => String(choice.id) === categoryId) ?? null;
  const nomineeLabel = chosen?.kind === 'artist' ? "The artist's nickname or number" : chosen?.kind === 'sketch' ? 'A link to the sketch, or its number' : 'The sketch link or the artist';

  const oneAtATime = useOneAtATime();
  const send = () => oneAtATime(sendNow);
  async function sendNow() {
    if (sending) return;
    const request = nominationRequest(chosen, nominee, preview);
    if ('problem' in request) {
      setProblem(request.problem);
      return;
    }
    setProblem(null);
    try {
      await nomination.mutateAsync(request);
    } catch {
      return; // the failure shows from the mutation's state, what was typed stays
    }
    onClose();
    await alertDialog(NOMINATION_SENT);
  }

  return (
    <Modal onClose={onClose} dismissible={!sending} labelledBy={`${formId}-h`} testId="nomination-dialog">
      <Form
        noValidate
        data-testid="nomination-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2 id={`${formId}-h`}>Nominate for the {awards.year} awards</h2>
        <Dropdown label="Award category" labelClassName="field" value={categoryId} onChange={setCategoryId} options={categoryChoices(awards)} testId="nomination-category" />
        <label className="field">
          {nomineeLabel}
          <TextInput
            value={nominee}
            maxLength={2000}
            autoComplete="off"
            placeholder={chosen?.kind === 'artist' ? 'Nickname' : 'https://…/sketch/123'}
            onChange={setNominee}
            testId="nomination-nominee"
          />
        </label>
        <FormMessageRow message={message} testId="nomination-error" />
        <FormActions
          submitLabel="Send nomination"
          submitTestId="nomination-send"
          submitDisabled={sending}
          cancel={{ onClick: onClose, testId: 'nomination-cancel', disabled: sending }}
        />
      </Form>
    </Modal>
  );
}
