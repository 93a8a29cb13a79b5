// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen, waitFor } from '../../../test/support/render';
import type { FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../Dropdown';
import { TextInput } from '../TextInput';
import { firstProblem, useForm, type FieldErrors, type FormOptions } from './useForm';

interface Values {
  title: string;
  tags: string;
  mature: boolean;
}
const START: Values = { title: 'Sunset', tags: '', mature: false };

function problems(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.title.trim()) errors.title = 'Please give it a title.';
  if (values.tags.split(',').length > 3) errors.tags = 'At most 3 tags.';
  return errors;
}

function setUp(options: Partial<FormOptions<Values>> = {}) {
  const submit = vi.fn<(values: Values) => Promise<void>>(async () => {});
  const hook = renderHook(() => useForm<Values>({ initial: START, validate: problems, submit, failure: () => ({ text: 'Sorry, that failed.' }), ...options }));
  return { ...hook, submit: (options.submit as typeof submit | undefined) ?? submit };
}

describe('useForm', () => {
  it('sends once for clicks in the same tick, and a once-form never again after it is sent', async () => {
    const { result, submit } = setUp({ once: true });
    await act(async () => {
      const first = result.current.handleSubmit();
      const second = result.current.handleSubmit(); // the same render's handler: isPending is not yet true
      await Promise.all([first, second]);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    // Sent: the form is still on screen while the page moves on, and takes no second tap.
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.handleSubmit());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed text fields as a draft of this tab: a form opened again starts from them, until a send succeeds', async () => {
    sessionStorage.clear();
    const draft = { key: 'sketch-edit:7', fields: ['title', 'tags'] as const };
    const first = setUp({ draft });
    act(() => first.result.current.set('title', 'Sunset at sea'));
    act(() => first.result.current.set('mature', true));
    first.unmount(); // a reload, or Back and forward again
    const again = setUp({ draft });
    // The text comes back; a switch is not text, and starts as the form does.
    await waitFor(() => expect(again.result.current.values).toEqual({ title: 'Sunset at sea', tags: '', mature: false }));
    // Storage that another wrote holds no value of another kind.
    again.unmount();
    sessionStorage.setItem('form-draft:sketch-edit:7', JSON.stringify({ title: 5, tags: 'sea', mature: 'yes' }));
    const other = setUp({ draft });
    await waitFor(() => expect(other.result.current.values).toEqual({ title: 'Sunset', tags: 'sea', mature: false }));
    await act(() => other.result.current.handleSubmit());
    expect(other.submit).toHaveBeenCalledTimes(1);
    other.unmount();
    const afterSend = setUp({ draft });
    await act(async () => {});
    expect(afterSend.result.current.values).toEqual(START);
    // Typed back to where it started: nothing is kept.
    act(() => afterSend.result.current.set('title', 'x'));
    act(() => afterSend.result.current.set('title', 'Sunset'));
    expect(sessionStorage.getItem('form-draft:sketch-edit:7')).toBeNull();
  });

  it('says a kept draft is back, shows its problems at once, and drops it on discard', async () => {
    sessionStorage.clear();
    const draft = { key: 'sketch-edit:8', fields: ['title', 'tags'] as const };
    const first = setUp({ draft });
    expect(first.result.current.draftRestored).toBe(false);
    act(() => first.result.current.set('title', '  '));
    expect(first.result.current.draftRestored).toBe(false); // typed here: nothing to point out
    first.unmount();
    const again = setUp({ draft });
    await waitFor(() => expect(again.result.current.draftRestored).toBe(true));
    expect(again.result.current.values.title).toBe('  ');
    // Its problem shows without a blur or a send: the user may not remember what is wrong.
    expect(again.result.current.touched.title).toBe(true);
    expect(again.result.current.errors.title).toBe('Please give it a title.');
    act(() => again.result.current.discardDraft());
    expect(again.result.current.values).toEqual(START);
    expect(again.result.current.draftRestored).toBe(false);
    expect(again.result.current.touched).toEqual({});
    again.unmount();
    const afterDiscard = setUp({ draft });
    await act(async () => {});
    expect(afterDiscard.result.current.values).toEqual(START);
    expect(afterDiscard.result.current.draftRestored).toBe(false);
  });

  it('a form that stays may be sent again after the first send ended', async () => {
    const { result, submit } = setUp();
    await act(() => result.current.handleSubmit());
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.handleSubmit());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('holds the values, and knows which differ from the start', () => {
    const { result } = setUp();
    expect(result.current.values).toEqual(START);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('mature', true));
    act(() => result.current.set('title', (title) => `${title}!`));
    expect(result.current.values).toEqual({ title: 'Sunset!', tags: '', mature: true });
    expect(result.current.dirty).toBe(true);
    expect(result.current.isDirty('title')).toBe(true);
    expect(result.current.isDirty('tags')).toBe(false);
    act(() => result.current.set('mature', false));
    expect(result.current.isDirty('mature')).toBe(false);
  });

  it('binds text fields: typing sets the value, leaving marks the field touched', () => {
    function Field() {
      const form = useForm<Values>({ initial: START, submit: async () => {}, failure: () => ({ text: 'x' }) });
      return (
        <>
          <input aria-label="Title" {...form.text('title')} />
          <output>{`${form.values.title}|${form.touched.title ? 'touched' : 'untouched'}`}</output>
        </>
      );
    }
    render(<Field />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dawn' } });
    expect(screen.getByRole('status').textContent).toBe('Dawn|untouched');
    fireEvent.blur(screen.getByLabelText('Title'));
    expect(screen.getByRole('status').textContent).toBe('Dawn|touched');
  });

  it('binds the toolkit fields, which hand over the value rather than the event', async () => {
    function Fields() {
      const form = useForm<Values>({ initial: START, submit: async () => {}, failure: () => ({ text: 'x' }) });
      return (
        <>
          <TextInput aria-label="Title" {...form.text('title')} />
          <Dropdown aria-label="Tags" options={[{ label: 'None', value: '' }, { label: 'Sky', value: 'sky' }]} {...form.text('tags')} />
          <output>{`${form.values.title}|${form.values.tags}|${form.touched.tags ? 'touched' : 'untouched'}`}</output>
        </>
      );
    }
    render(<Fields />);
    await userEvent.type(screen.getByLabelText('Title'), '!');
    await userEvent.selectOptions(screen.getByLabelText('Tags'), 'Sky');
    expect(screen.getByRole('status').textContent).toBe('Sunset!|sky|untouched');
    fireEvent.blur(screen.getByLabelText('Tags'));
    expect(screen.getByRole('status').textContent).toBe('Sunset!|sky|touched');
  });

  it('computes per-field problems as the values change', () => {
    const { result } = setUp();
    expect(result.current.errors).toEqual({});
    act(() => result.current.set('tags', 'a, b, c, d'));
    act(() => result.current.set('title', ' '));
    expect(result.current.errors).toEqual({ title: 'Please give it a title.', tags: 'At most 3 tags.' });
  });

  it('does not send while there is a problem, and says the first one', async () => {
    const { result, submit } = setUp();
    act(() => result.current.set('tags', 'a, b, c, d'));
    act(() => result.current.set('title', ''));
    await act(() => result.current.handleSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.message).toEqual({ text: 'Please give it a title.' });
    expect(result.current.touched).toEqual({ title: true, tags: true, mature: true });
  });

  it('does not repeat in its message a problem the form shows at its field', async () => {
    const { result, submit } = setUp({ shownAtField: ['title'] });
    act(() => result.current.set('title', ''));
    await act(() => result.current.handleSubmit());
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.message).toBeNull();
    act(() => result.current.set('tags', 'a, b, c, d'));
    await act(() => result.current.handleSubmit());
    expect(result.current.message).toEqual({ text: 'At most 3 tags.' });
  });

  it('sends the values, is submitting meanwhile and submitted after', async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setUp({ submit });
    const event = { preventDefault: vi.fn() } as unknown as FormEvent;
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.handleSubmit(event);
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.submitting).toBe(true);
    await waitFor(() => expect(submit).toHaveBeenCalledWith(START));
    await act(async () => {
      finish();
      await sent;
    });
    await waitFor(() => expect(result.current.submitted).toBe(true));
    expect(result.current.submitting).toBe(false);
    expect(result.current.message).toBeNull();
  });

  it('keeps everything typed when sending fails, and says why', async () => {
    const submit = vi.fn(async () => {
      throw new Error('down');
    });
    const failure = vi.fn((error: unknown) => ({ text: 'Sorry, that failed.', reason: (error as Error).message }));
    const { result } = setUp({ submit, failure });
    act(() => result.current.set('title', 'My best sketch'));
    await act(() => result.current.handleSubmit());
    expect(result.current.message).toEqual({ text: 'Sorry, that failed.', reason: 'down' });
    expect(result.current.values.title).toBe('My best sketch');
    expect(result.current.submitting).toBe(false);
    expect(result.current.submitted).toBe(false);
  });

  it('resets to the start, or to new values', () => {
    const { result } = setUp();
    act(() => result.current.set('title', 'Other'));
    act(() => result.current.setMessage({ text: 'Old message' }));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(START);
    expect(result.current.message).toBeNull();
    expect(result.current.dirty).toBe(false);
    const saved = { ...START, title: 'Saved title' };
    act(() => result.current.reset(saved));
    expect(result.current.values).toEqual(saved);
    expect(result.current.dirty).toBe(false);
  });

  it('keeps what the user typed while the submit was on its way when the submit resets to the saved values', async () => {
    let finish!: () => void;
    let form!: ReturnType<typeof useForm<Values>>;
    const submit = vi.fn(async (values: Values) => {
      await new Promise<void>((resolve) => (finish = resolve));
      // The server tidied the title; the form starts from what was saved.
      form.reset({ ...values, title: values.title.trim() });
    });
    const { result } = setUp({ submit });
    form = result.current;
    act(() => result.current.set('title', '  Night walk '));
    form = result.current;
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.handleSubmit();
    });
    form = result.current;
    act(() => result.current.set('tags', 'ink, night'));
    form = result.current;
    await waitFor(() => expect(submit).toHaveBeenCalled());
    await act(async () => {
      finish();
      await sent;
    });
    expect(result.current.values).toEqual({ title: 'Night walk', tags: 'ink, night', mature: false });
    expect(result.current.isDirty('tags')).toBe(true);
    expect(result.current.isDirty('title')).toBe(false);
  });
});

describe('useForm: problems at their fields', () => {
  /** Two fields whose inputs are tied to their problems, and the form's message. */
  function TwoFields({ submit, fieldOf }: { submit: (values: Values) => Promise<void>; fieldOf?: FormOptions<Values>['fieldOf'] }) {
    const form = useForm<Values>({ initial: START, validate: problems, submit, failure: () => ({ text: 'Sorry, that failed.' }), fieldOf, shownAtField: ['title', 'tags'] });
    const problem = (name: 'title' | 'tags') =>
      form.touched[name] && form.errors[name] ? (
        <span id={form.errorId(name)} data-testid={`${name}-problem`}>
          {form.errors[name]}
        </span>
      ) : null;
    return (
      <form onSubmit={(event) => void form.handleSubmit(event)}>
        <input aria-label="Title" {...form.text('title')} {...form.field('title', { describedBy: 'title-hint' })} />
        {problem('title')}
        <input aria-label="Tags" {...form.text('tags')} {...form.field('tags')} />
        {problem('tags')}
        <output data-testid="message">{form.message?.text ?? ''}</output>
        <button type="submit">Send</button>
      </form>
    );
  }
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  /** Update, and whatever the submit does next. */
  const send = () => act(async () => void fireEvent.click(screen.getByRole('button')));

  it('describes each field by its problem once shown, marks it invalid, and moves the focus to the first', async () => {
    const submit = vi.fn(async () => {});
    render(<TwoFields submit={submit} />);
    expect(input('Title').getAttribute('aria-describedby')).toBe('title-hint');
    expect(input('Title').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input('Tags'), { target: { value: 'a, b, c, d' } });
    fireEvent.change(input('Title'), { target: { value: '' } });
    act(() => screen.getByRole('button').focus());
    await send();
    await waitFor(() => expect(document.activeElement).toBe(input('Title')));
    expect(submit).not.toHaveBeenCalled();
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
    expect(input('Title').getAttribute('aria-describedby')).toBe(`title-hint ${screen.getByTestId('title-problem').id}`);
    expect(input('Tags').getAttribute('aria-describedby')).toBe(screen.getByTestId('tags-problem').id);
    expect(screen.getByTestId('message').textContent).toBe('');
    // The first problem in the page, whatever order the rules list them in.
    fireEvent.change(input('Title'), { target: { value: 'Ok' } });
    act(() => screen.getByRole('button').focus());
    await send();
    await waitFor(() => expect(document.activeElement).toBe(input('Tags')));
  });

  it("shows a refusal that names a field at that field until it changes, instead of under the form", async () => {
    const submit = vi.fn(async () => {
      throw new Error('taken');
    });
    const fieldOf = (error: unknown) => ((error as Error).message === 'taken' ? { field: 'title' as const, problem: 'That title is taken.' } : null);
    render(<TwoFields submit={submit} fieldOf={fieldOf} />);
    act(() => screen.getByRole('button').focus());
    await send();
    expect((await screen.findByTestId('title-problem')).textContent).toBe('That title is taken.');
    await waitFor(() => expect(document.activeElement).toBe(input('Title')));
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('message').textContent).toBe('');
    // Not sent again while the title is the refused one.
    await send();
    expect(submit).toHaveBeenCalledTimes(1);
    fireEvent.change(input('Title'), { target: { value: 'Sunset 2' } });
    expect(screen.queryByTestId('title-problem')).toBeNull();
    // A refusal about no field is the form's message.
    submit.mockRejectedValueOnce(new Error('down'));
    await send();
    await waitFor(() => expect(screen.getByTestId('message').textContent).toBe('Sorry, that failed.'));
  });
});

describe('firstProblem', () => {
  it('is the first problem in field order, or null', () => {
    expect(firstProblem<Values>({ tags: 'b', title: 'a' })).toBe('b');
    expect(firstProblem<Values>({})).toBeNull();
  });
});
