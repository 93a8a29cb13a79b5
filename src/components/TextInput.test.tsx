// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { act, createRef, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/support/render';
import { TextInput } from './TextInput';

/** What a parent gives the input that holds its text: the text, and a way to change it. */
interface Bound {
  value: string;
  onChange: (text: string) => void;
}

/** Renders the input as a parent holds it: each change comes back as the new text. */
function setUp(input: (bound: Bound) => ReactElement) {
  const onChange = vi.fn<(text: string) => void>();
  function Parent() {
    const [text, setText] = useState('');
    return input({
      value: text,
      onChange: (next) => {
        onChange(next);
        setText(next);
      },
    });
  }
  render(<Parent />);
  return { onChange, field: screen.getByTestId('about') as HTMLInputElement | HTMLTextAreaElement };
}

describe('TextInput', () => {
  it('is one line of text, named by its visible label, handing over the text as it is typed', async () => {
    const { field, onChange } = setUp((bound) => <TextInput label="About" testId="about" {...bound} />);
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('About')).toBe(field);
    await userEvent.type(field, 'Hi!');
    expect(onChange).toHaveBeenLastCalledWith('Hi!');
    expect(field.value).toBe('Hi!');
  });

  it('takes the spec’s maximum length and placeholder', async () => {
    const { field } = setUp((bound) => <TextInput label="About" testId="about" maxLength={5} placeholder="Nickname" {...bound} />);
    expect(screen.getByPlaceholderText('Nickname')).toBe(field);
    await userEvent.type(field, 'abcdefgh');
    expect(field.value).toBe('abcde');
  });

  it('offers the kinds of one-line text a phone has a keyboard for', () => {
    const { field } = setUp((bound) => <TextInput label="About" testId="about" type="url" inputMode="url" {...bound} />);
    expect(field.getAttribute('type')).toBe('url');
    expect(field.getAttribute('inputmode')).toBe('url');
    expect(field.hasAttribute('dir')).toBe(false); // an address runs left to right
  });

  it('lays typed text out in its own direction (dir="auto"): Arabic or Hebrew right to left', () => {
    render(
      <>
        <TextInput label="Title" testId="line" value="" onChange={() => {}} />
        <TextInput multiLine label="About" testId="box" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByTestId('line').getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('box').getAttribute('dir')).toBe('auto');
  });

  it('is a multi-line box for several lines', async () => {
    const { field, onChange } = setUp((bound) => <TextInput multiLine label="About" testId="about" {...bound} />);
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('About')).toBe(field);
    await userEvent.type(field, 'one{Enter}two');
    expect(onChange).toHaveBeenLastCalledWith('one\ntwo');
  });

  // The box's height keys off the rows attribute (fieldStyles' MULTI_LINE_FIELD): 100 px without it.
  it('leaves the box at its default height unless the caller asks for rows', () => {
    expect(setUp((bound) => <TextInput multiLine label="About" testId="about" {...bound} />).field.hasAttribute('rows')).toBe(false);
  });

  it('gives a caller the rows it asks for', () => {
    expect(setUp((bound) => <TextInput multiLine rows={8} label="About" testId="about" {...bound} />).field.getAttribute('rows')).toBe('8');
  });

  it('takes an aria-label instead of a visible one', () => {
    const { field } = setUp((bound) => <TextInput aria-label="Reply" testId="about" {...bound} />);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBe(field);
    expect(document.querySelector('label')).toBeNull();
  });

  it('gives its element to a ref, with a form’s attributes', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { field } = setUp((bound) => <TextInput multiLine ref={ref} required aria-invalid aria-describedby="about-error" label="About" testId="about" {...bound} />);
    expect(ref.current).toBe(field);
    expect(field.hasAttribute('required')).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('about-error');
  });

  it('gives its element to a function ref too', () => {
    let given: HTMLElement | null = null;
    const { field } = setUp((bound) => <TextInput ref={(node) => void (given = node)} label="About" testId="about" {...bound} />);
    expect(given).toBe(field);
  });

  it('keeps what was typed into the server’s markup before the app took it over, and hands it to its holder', async () => {
    const handed = vi.fn<(text: string) => void>();
    function CommentBox({ draft }: { draft: string }) {
      const [text, setText] = useState(draft);
      return (
        <TextInput
          multiLine
          aria-label="Write a comment"
          testId="about"
          value={text}
          onChange={(next) => {
            handed(next);
            setText(next);
          }}
        />
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CommentBox draft="" />);
    document.body.append(container);
    const box = container.querySelector('textarea')!;
    box.value = 'typed early'; // the page painted, its scripts not run yet
    const root = await act(async () => hydrateRoot(container, <CommentBox draft="" />));
    expect(handed).toHaveBeenCalledWith('typed early');
    // A render after hydration puts the state back into the box: it is what was typed.
    await act(async () => root.render(<CommentBox draft="" />));
    expect(box.value).toBe('typed early');
    await act(async () => root.unmount());
    container.remove();
  });

  it('changes nothing as it first shows when its text is its holder’s', () => {
    const { onChange } = setUp((bound) => <TextInput label="About" testId="about" {...bound} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts the label’s class on the label it renders (the caller’s field layout)', () => {
    const { field } = setUp((bound) => <TextInput label="About" labelClassName="field" testId="about" {...bound} />);
    expect(field.closest('label')?.className).toBe('field');
  });
});
