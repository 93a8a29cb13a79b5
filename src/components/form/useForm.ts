// The state of one form in one hook: values, per-field problems, touched and dirty fields, the
// submit state and the form's message. The submit is a TanStack Query mutation, so its state is
// the library's (pending, success) like every other write of the app. A failed submit keeps
// every value the user typed; only reset() puts values back, and a reset during a submit (the
// form now starts from what was saved) keeps whatever the user changed while the submit was on
// its way.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

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
  /** value, onChange and onBlur of a text input, text area or select. */
  text: <K extends TextKey<V>>(name: K) => { value: string; onChange: (event: ChangeEvent<TextElement>) => void; onBlur: () => void };
  /** The form's onSubmit: checks, then sends; a problem or a failure becomes the message. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /**
   * Back to the initial values (or new ones), with nothing touched and no message. Called while a
   * submit runs, a field the user changed since the submit began keeps its new value.
   */
  reset: (values?: V) => void;
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
  const errors = options.validate?.(values) ?? {};
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
  const touch = (name: keyof V) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submission.isPending) return;
    setTouched(Object.fromEntries(keys.map((key) => [key, true])) as Partial<Record<keyof V, boolean>>);
    if (firstProblem(errors)) {
      // A problem already shown at its field is not said again under the form.
      const elsewhere: FieldErrors<V> = { ...errors };
      for (const key of options.shownAtField ?? []) delete elsewhere[key];
      const problem = firstProblem(elsewhere);
      setMessage(problem ? { text: problem } : null);
      return;
    }
    setMessage(null);
    sent.current = values;
    try {
      await submission.mutateAsync(values);
    } catch (error) {
      setMessage(options.failure(error));
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
    submitting: submission.isPending,
    submitted: submission.isSuccess,
    message,
    setMessage,
    set,
    text: (name) => ({
      value: values[name] as string,
      onChange: (event) => set(name, event.currentTarget.value as V[typeof name]),
      onBlur: () => touch(name),
    }),
    handleSubmit,
    reset: (next = initial) => {
      const sentValues = sent.current;
      setInitial(next);
      // Typed while the submit was on its way: not what was saved, so it stays.
      setValues((current) =>
        sentValues ? (Object.fromEntries(Object.keys(next).map((key) => [key, Object.is(current[key as keyof V], sentValues[key as keyof V]) ? next[key as keyof V] : current[key as keyof V]])) as V) : next,
      );
      setTouched({});
      setMessage(null);
      // A submit on its way still ends as it ends (it is what saved these values).
      if (!sentValues) submission.reset();
    },
  };
}
