// The state of one form in one hook: values, per-field problems, touched and dirty fields, the
// submit state and the form's message. The submit is a TanStack Query mutation, so its state is
// the library's (pending, success) like every other write of the app. A failed submit keeps
// every value the user typed; only reset() puts values back, and a reset during a submit (the
// form now starts from what was saved) keeps whatever the user changed while the submit was on
// its way. Problems sit at their fields: `field(name)` ties an input to its problem
// (aria-invalid, aria-describedby naming the problem's element, `errorId(name)`), a server refusal
// that names a field (`fieldOf`) shows at that field, and a stopped or refused submit moves the
// focus to the first field with a problem.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { clearFormDraft, useFormDraft, type FormDraft } from './formDraft';

/** A problem per field, in the order the form reports them (the first is shown on submit). */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The form's message: the spec's text, and the server's reason on its own line when it gave one. */
export interface FormMessage {
  text: string;
  reason?: string | null;
}

export interface FormOptions<V> {
  initial: V;
  /** The problems of the current values; the form is not sent while there is one. */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * Fields whose problem the form shows next to the field as soon as it is there: a submit they
   * stop does not say it again in the form's message (one message per problem).
   */
  shownAtField?: readonly (keyof V)[];
  /** Sends the values. A throw keeps every value and shows `failure(error)`. */
  submit: (values: V) => Promise<void>;
  failure: (error: unknown) => FormMessage;
  /**
   * The field a refusal is about and what to say there (a taken nickname), or null: that problem
   * shows at the field, instead of `failure` under the form, until the field is changed.
   */
  fieldOf?: (error: unknown) => { field: keyof V; problem: string } | null;
  /**
   * The form is done after one successful send (it makes something and goes: an album, an
   * upload, a suggestion): it takes no second one, though it stays on screen while the page
   * moves on, and a second tap would make the thing twice.
   */
  once?: boolean;
  /** Text fields kept in this tab's storage while they differ from `initial` (formDraft.ts): a reload or Back loses none of them. */
  draft?: FormDraft<V>;
}

/** What ties an input to its problem, and lets the form move the focus to it. */
export interface FieldProps {
  ref: (element: HTMLElement | null) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type TextElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormState<V> {
  values: V;
  /** Problems of the current values, computed as the user types. */
  errors: FieldErrors<V>;
  /** Fields the user has left (blur) or tried to send. */
  touched: Partial<Record<keyof V, boolean>>;
  /** Some value differs from the initial one. */
  dirty: boolean;
  isDirty: (name: keyof V) => boolean;
  /** While the submit call runs. */
  submitting: boolean;
  /** The submit call succeeded (the form usually leaves right after). */
  submitted: boolean;
  message: FormMessage | null;
  /** Sets the form's message (stable across renders). */
  setMessage: (message: FormMessage | null) => void;
  /** Sets one value (stable across renders). */
  set: <K extends keyof V>(name: K, value: V[K] | ((previous: V[K]) => V[K])) => void;
  /**
   * value, onChange and onBlur of a text field: a toolkit TextInput or Dropdown, whose onChange
   * hands over the value, or a plain input, text area or select, whose onChange hands the event.
   */
  text: <K extends TextKey<V>>(name: K) => { value: string; onChange: (change: ChangeEvent<TextElement> | string) => void; onBlur: () => void };
  /**
   * The input of a field: its problem, once shown (touched), is its aria-invalid and described by
   * (after `describedBy`, a hint's id); the focus goes to it when it has the first problem.
   */
  field: (name: keyof V, options?: { describedBy?: string }) => FieldProps;
  /** The id of the element that shows a field's problem. */
  errorId: (name: keyof V) => string;
  /** The form's onSubmit: checks, then sends; a problem or a failure becomes the message. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /**
   * Back to the initial values (or new ones), with nothing touched and no message. Called while a
   * submit runs, a field the user changed since the submit began keeps its new value.
   */
  reset: (values?: V) => void;
  /**
   * The form shows text kept from before (a reload, Back) that is not saved: the form says so
   * (DraftNoticeRow), since it otherwise looks like what was saved.
   */
  draftRestored: boolean;
  /** Drops the kept text: the form shows its start (what was saved) again. */
  discardDraft: () => void;
}

/** The first problem, in the order `validate` listed the fields. */
export function firstProblem<V>(errors: FieldErrors<V>): string | null {
  return Object.values(errors).find((problem): problem is string => typeof problem === 'string' && problem !== '') ?? null;
}

export function useForm<V extends object>(options: FormOptions<V>): FormState<V> {
  const [initial, setInitial] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const submission = useMutation({ mutationFn: (sending: V) => options.submit(sending) });
  /** The values a running submit sent (null when none runs). */
  const sent = useRef<V | null>(null);
  /** The server's problem with one field, and the value it had: it stands while the field keeps that value. */
  const [refused, setRefused] = useState<{ field: keyof V; value: unknown; problem: string } | null>(null);
  const standing: FieldErrors<V> = refused && Object.is(values[refused.field], refused.value) ? ({ [refused.field]: refused.problem } as FieldErrors<V>) : {};
  // A problem of the values themselves comes first.
  const errors: FieldErrors<V> = { ...standing, ...(options.validate?.(values) ?? {}) };
  const idPrefix = useId();
  const errorId = (name: keyof V) => `${idPrefix}${String(name)}-error`;
  /** The inputs of the fields, to move the focus to the first with a problem. */
  const inputs = useRef(new Map<keyof V, HTMLElement>());
  /** The fields with a problem when a submit was stopped or refused (a new object each time). */
  const [focusOn, setFocusOn] = useState<{ names: (keyof V)[] } | null>(null);
  const shownProblem = (name: keyof V) => !!touched[name] && !!errors[name];
  // After the render that shows the problems (and their descriptions), the first one in the page gets the focus.
  useEffect(() => {
    if (!focusOn) return;
    const withProblem = [...inputs.current].filter(([name, element]) => focusOn.names.includes(name) && element.isConnected).map(([, element]) => element);
    withProblem.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    withProblem[0]?.focus();
  }, [focusOn]);
  /** The fields a kept draft brought back. */
  const [restoredFields, setRestoredFields] = useState<(keyof V)[]>([]);
  useFormDraft(options.draft, values, initial, (kept) => {
    setValues((previous) => ({ ...previous, ...kept }));
    const fields = Object.keys(kept) as (keyof V)[];
    setRestoredFields(fields);
    // Their problems show at once: the user typed them, and may not remember what is wrong.
    setTouched((previous) => ({ ...previous, ...Object.fromEntries(fields.map((field) => [field, true])) }));
  });
  const isDirty = (name: keyof V) => !Object.is(values[name], initial[name]);
  const keys = Object.keys(values) as (keyof V)[];

  // Stable, so effects and callbacks of the form may depend on it.
  const set = useCallback<FormState<V>['set']>(
    (name, value) =>
      setValues((previous) => {
        const next = typeof value === 'function' ? (value as (old: V[typeof name]) => V[typeof name])(previous[name]) : value;
        return { ...previous, [name]: next };
      }),
    [],
  );
  /** Nothing touched, no message, no refusal, no draft pointed out: the form as it starts. */
  const clearShown = () => {
    setTouched({});
    setMessage(null);
    setRefused(null);
    setRestoredFields([]);
  };
  const touch = (name: keyof V) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    // `sent` is set in this call, before React renders again: a second click in the same tick sees it.
    if (submission.isPending || sent.current || (options.once && submission.isSuccess)) return;
    setTouched(Object.fromEntries(keys.map((key) => [key, true])) as Partial<Record<keyof V, boolean>>);
    if (firstProblem(errors)) {
      // A problem already shown at its field is not said again under the form.
      const elsewhere: FieldErrors<V> = { ...errors };
      for (const key of options.shownAtField ?? []) delete elsewhere[key];
      const problem = firstProblem(elsewhere);
      setMessage(problem ? { text: problem } : null);
      setFocusOn({ names: (Object.keys(errors) as (keyof V)[]).filter((name) => errors[name]) });
      return;
    }
    setMessage(null);
    setRefused(null);
    const sending = values;
    sent.current = sending;
    try {
      await submission.mutateAsync(sending);
      clearFormDraft(options.draft);
      setRestoredFields([]);
    } catch (error) {
      const atField = options.fieldOf?.(error) ?? null;
      if (atField && atField.field in sending) {
        setRefused({ field: atField.field, value: sending[atField.field], problem: atField.problem });
        setFocusOn({ names: [atField.field] });
      } else {
        setMessage(options.failure(error));
      }
    } finally {
      sent.current = null;
    }
  };

  return {
    values,
    errors,
    touched,
    dirty: keys.some(isDirty),
    isDirty,
    submitting: submission.isPending || (options.once === true && submission.isSuccess),
    submitted: submission.isSuccess,
    message,
    setMessage,
    set,
    text: (name) => ({
      value: values[name] as string,
      onChange: (change) => set(name, (typeof change === 'string' ? change : change.currentTarget.value) as V[typeof name]),
      onBlur: () => touch(name),
    }),
    field: (name, fieldOptions = {}) => ({
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else if (inputs.current.get(name)?.isConnected === false) inputs.current.delete(name);
      },
      'aria-invalid': shownProblem(name) ? true : undefined,
      'aria-describedby': [fieldOptions.describedBy, shownProblem(name) ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined,
    }),
    errorId,
    handleSubmit,
    reset: (next = initial) => {
      const sentValues = sent.current;
      setInitial(next);
      // Typed while the submit was on its way: not what was saved, so it stays.
      setValues((current) =>
        sentValues ? (Object.fromEntries(Object.keys(next).map((key) => [key, Object.is(current[key as keyof V], sentValues[key as keyof V]) ? next[key as keyof V] : current[key as keyof V]])) as V) : next,
      );
      clearShown();
      // A submit on its way still ends as it ends (it is what saved these values).
      if (!sentValues) submission.reset();
    },
    draftRestored: restoredFields.some(isDirty),
    discardDraft: () => {
      setValues(initial);
      clearShown();
      clearFormDraft(options.draft);
    },
  };
}
