// The visible label of a toolkit field (TextInput, Dropdown): the field inside a <label> after
// its text, which names it for screen readers and makes the text a tap on the field.
import type { ReactNode } from 'react';

/** The label props every toolkit field takes. */
export interface FieldLabelProps {
  /**
   * A visible label: the field is wrapped with it in a <label>. Without one, name the field by
   * `aria-label`, or by the caller's own <label> (around it, or `htmlFor` its `id`).
   */
  label?: ReactNode;
  /** The class of that <label>: the caller's field layout ("field" in a Form). */
  labelClassName?: string;
}

/** `field` inside its label, or alone when it has none. */
export function labelled(field: ReactNode, { label, labelClassName }: FieldLabelProps): ReactNode {
  if (label === undefined) return field;
  return (
    <label className={labelClassName}>
      {label}
      {field}
    </label>
  );
}
