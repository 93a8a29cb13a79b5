// "Edit local or live data" (spec part 1 §6, one of the gloperators' tools): sets one stored field
// of the live record the panel is about (POST /api/v2/admin/editData {target, id, field, value}):
// on a sketch page, the sketch's title or description; on a sketch or profile page, the user's
// about text, each starting from what it holds now. The page's own (local) copy is read again once
// the server saved it. A value over the
// field's limit, or a refusal the server pins on a field, shows at that field (aria-invalid,
// aria-describedby); any other refusal shows as the form's problem.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { editData } from '../../api/moderation';
import { errorFieldOf, fieldReasonOf, serverReasonOf } from '../../api/errors';
import { queryClient } from '../../api/queryClient';
import type { EditDataBody } from '../../api/schemas/moderation';
import { Dropdown } from '../../components/Dropdown';
import { TextInput } from '../../components/TextInput';
import { EDIT_DATA_FIELDS, editDataTooLongText, MODERATION_TEXTS } from '../../lib/moderation';
import { profileQuery } from '../../queries/profile';
import { ToolDialog, type UserToolProps } from './ToolDialog';

export interface EditDataDialogProps extends UserToolProps {
  /** On a sketch page: the sketch, whose title and description (as stored) can be edited too. */
  sketch?: { id: number; title: string; description: string } | undefined;
  /** The user's about text where the page has it (a profile); otherwise the dialog reads it. */
  about?: string | undefined;
}

/** The record and field an edit is about: an EditDataBody without its value (one per target and field). */
type EditDataField = EditDataBody extends infer Body ? (Body extends unknown ? Omit<Body, 'value'> : never) : never;

interface Choice {
  key: string;
  label: string;
  request: EditDataField;
  /** The field's name in its problems ('Title'), and its limit. */
  fieldLabel: string;
  max: number;
  /** What the field holds now; undefined while it is being read. */
  initial: string | undefined;
}

function choicesFor(user: { id: number; nickname: string }, sketch: EditDataDialogProps['sketch'], aboutText: string | undefined): Choice[] {
  const { title, description } = EDIT_DATA_FIELDS.sketch;
  const { about } = EDIT_DATA_FIELDS.user;
  const ofSketch: Choice[] = sketch
    ? [
        { key: 'sketch-title', label: `Sketch ${sketch.id}: ${title.label.toLowerCase()}`, request: { target: 'sketch', id: sketch.id, field: 'title' }, fieldLabel: title.label, max: title.max, initial: sketch.title },
        { key: 'sketch-description', label: `Sketch ${sketch.id}: ${description.label.toLowerCase()}`, request: { target: 'sketch', id: sketch.id, field: 'description' }, fieldLabel: description.label, max: description.max, initial: sketch.description },
      ]
    : [];
  return [...ofSketch, { key: 'user-about', label: `${user.nickname}: ${about.label.toLowerCase()}`, request: { target: 'user', id: user.id, field: 'about' }, fieldLabel: about.label, max: about.max, initial: aboutText }];
}

export function EditDataDialog({ user, sketch, about, onClose }: EditDataDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  // Each field starts from what it holds, so fixing one word does not mean typing the rest again
  // (a value sent replaces the stored one). A sketch page has no about text: it is read here.
  const aboutRead = useQuery({ ...profileQuery(String(user.id)), enabled: about === undefined });
  const choices = choicesFor(user, sketch, about ?? aboutRead.data?.about);
  const [key, setKey] = useState(choices[0]?.key ?? '');
  /** What the moderator typed in the chosen field; null while it shows what the field holds. */
  const [edited, setEdited] = useState<string | null>(null);
  /** Problems at the fields, and the form's own; cleared as the moderator changes the field. */
  const [fieldProblems, setFieldProblems] = useState<{ field?: string; value?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fieldErrorId = useId();
  const valueErrorId = useId();
  const save = useMutation({
    mutationFn: (request: EditDataBody) => editData(request),
    // The page's copy of the record is read again: it shows what is stored now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const chosen = choices.find((choice) => choice.key === key);
  const value = edited ?? chosen?.initial ?? '';
  /** The chosen field's stored text is still being read: nothing may be sent (an empty box would clear it). */
  const reading = chosen !== undefined && chosen.initial === undefined;

  async function send(): Promise<void> {
    if (save.isPending || reading) return;
    save.reset();
    setProblem(null);
    if (!chosen) return setFieldProblems({ field: MODERATION_TEXTS.editDataFieldRequired });
    const sent = chosen.request.field === 'title' ? value.trim() : value;
    if (sent.length > chosen.max) return setFieldProblems({ value: editDataTooLongText(chosen.fieldLabel, chosen.max) });
    setFieldProblems({});
    try {
      await save.mutateAsync({ ...chosen.request, value: sent });
    } catch (error) {
      const reason = serverReasonOf(error);
      const field = errorFieldOf(error);
      if (reason && (field === 'value' || field === 'field')) setFieldProblems({ [field]: fieldReasonOf(error) ?? reason });
      else setProblem(reason ? `${MODERATION_TEXTS.errorBang} ${reason}` : MODERATION_TEXTS.errorBang);
    }
  }

  const pick = (next: string) => {
    setKey(next);
    setEdited(null);
    setFieldProblems({});
    save.reset();
  };

  return (
    <ToolDialog
      title="Edit data"
      hint="Sets the stored value of the live record; the value you send replaces the one stored now (leave it empty to clear it)."
      initialFocus={first}
      onSubmit={send}
      onClose={onClose}
      busy={save.isPending}
      problem={problem}
      result={save.data?.message ?? null}
      submitLabel="Save"
      submitVariant="primary"
      testId="edit-data"
    >
      <label>
        What to edit
        <Dropdown
          ref={first}
          value={key}
          onChange={pick}
          options={choices.map((choice) => ({ label: choice.label, value: choice.key }))}
          aria-invalid={fieldProblems.field ? true : undefined}
          aria-describedby={fieldProblems.field ? fieldErrorId : undefined}
          testId="edit-data-field"
        />
        {fieldProblems.field && (
          <span className="field-error" id={fieldErrorId} data-testid="edit-data-field-error">
            {fieldProblems.field}
          </span>
        )}
      </label>
      <label>
        New value{chosen ? ` (at most ${chosen.max} characters)` : ''}
        <TextInput
          multiLine
          value={value}
          disabled={reading}
          placeholder={reading ? 'Reading what it holds now…' : undefined}
          onChange={(typed) => {
            setEdited(typed);
            if (save.data) save.reset(); // a new value: Save again
            if (fieldProblems.value) setFieldProblems({});
          }}
          aria-invalid={fieldProblems.value ? true : undefined}
          aria-describedby={fieldProblems.value ? valueErrorId : undefined}
          testId="edit-data-value"
        />
        {fieldProblems.value && (
          <span className="field-error" id={valueErrorId} data-testid="edit-data-value-error">
            {fieldProblems.value}
          </span>
        )}
      </label>
    </ToolDialog>
  );
}
