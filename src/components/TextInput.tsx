// The toolkit text input (spec part 2 §3 "Text input: optional maximum length and placeholder",
// §9 "text field height 40, multi-line box 100"): one line in an <input>, or several in a
// <textarea> (`multiLine`). It hands over the text, not the event, like the toolkit's other
// widgets; a form's `text(name)` binding spreads onto it as onto a plain input.
import { styled } from '@linaria/react';
import { useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref, type RefCallback, type RefObject } from 'react';
import { labelled, type FieldLabelProps } from './fieldLabel';
import { MULTI_LINE_FIELD, TEXT_FIELD } from './fieldStyles';

/** What every text input takes, on one line or several. */
interface CommonProps extends FieldLabelProps {
  value: string;
  onChange: (value: string) => void;
  /** Lands on the <input> or <textarea> as data-testid. */
  testId?: string;
}

/** Native attributes either element takes: focus (ref, autoFocus), limits, typing hints, a form's problems. */
type SharedNative =
  | 'id'
  | 'name'
  | 'maxLength'
  | 'placeholder'
  | 'disabled'
  | 'required'
  | 'readOnly'
  | 'autoFocus'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'autoCorrect'
  | 'spellCheck'
  | 'inputMode'
  | 'enterKeyHint'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'aria-label'
  | 'aria-invalid'
  | 'aria-describedby';

export interface SingleLineProps extends CommonProps, Pick<ComponentPropsWithRef<'input'>, SharedNative | 'ref'> {
  multiLine?: false;
  /** The kinds of one-line text (the keyboard a phone shows); 'text' unless said. */
  type?: 'text' | 'url' | 'email' | 'search';
}

export interface MultiLineProps extends CommonProps, Pick<ComponentPropsWithRef<'textarea'>, SharedNative | 'ref'> {
  multiLine: true;
  /** More rows than fit in the 100 px box make it taller; it is never shorter. */
  rows?: number;
}

export type TextInputProps = SingleLineProps | MultiLineProps;

const Line = styled.input`
  ${TEXT_FIELD}
`;

const Box = styled.textarea`
  ${TEXT_FIELD}
  ${MULTI_LINE_FIELD}
`;

/**
 * Text typed into the server's markup before the app took the page over: hydration leaves the
 * field's text as it is, and the field's next render would put its state's back over it. As the
 * field first shows, what it holds beyond its state becomes the state (through `onChange`, so a
 * draft keeps it too). A field the app rendered itself holds its state: nothing changes.
 */
function useTypedBeforeHydration(value: string, onChange: (value: string) => void) {
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, as the field first shows: later differences are the field's own renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}

/** One ref for the field: ours and the caller's, an object or a function. */
function bothRefs<T>(own: RefObject<T | null>, theirs: Ref<T> | undefined): RefCallback<T> {
  return (node) => {
    own.current = node;
    if (typeof theirs === 'function') return theirs(node);
    if (theirs) theirs.current = node;
  };
}

export function TextInput({ value, onChange, label, labelClassName, testId, ...element }: TextInputProps) {
  const own = useTypedBeforeHydration(value, onChange);
  // dir="auto": what a user types (a comment, a message, a title) runs and aligns in its own
  // direction, right to left for Arabic or Hebrew. An address or e-mail stays left to right.
  const dir = element.multiLine || element.type === undefined || element.type === 'text' || element.type === 'search' ? 'auto' : undefined;
  const bound = { value, dir, 'data-testid': testId, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value) };
  let field: ReactNode;
  if (element.multiLine) {
    const { multiLine: _multiLine, ref, ...native } = element;
    field = <Box {...native} ref={bothRefs(own, ref)} {...bound} />;
  } else {
    const { multiLine: _multiLine, type = 'text', ref, ...native } = element;
    field = <Line {...native} ref={bothRefs(own, ref)} type={type} {...bound} />;
  }
  return labelled(field, { label, labelClassName });
}
