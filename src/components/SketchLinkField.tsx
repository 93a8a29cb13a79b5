// A field that takes a pasted sketch link (album thumbnail, a sketch's earlier version): says so
// when the text is not a sketch link and previews the sketch when it is. Renders inside a form
// whose styles give .field, .limit, .preview and .hint; the form reads the id with parseSketchLink.
import type { Ref } from 'react';
import { fixedImage } from '../lib/images';
import { parseSketchLink } from '../lib/links';
import { TextInput } from './TextInput';

export const NOT_A_SKETCH_LINK = 'That is not a sketch link. Paste the address of a sketch page, such as https://…/sketch/123.';

export interface SketchLinkFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** The form's problem with this field: its input is marked and described by it. */
  problem?: { id: string } | null;
  ref?: Ref<HTMLInputElement>;
}

export function SketchLinkField({ label, value, onChange, testId, problem, ref }: SketchLinkFieldProps) {
  const id = parseSketchLink(value);
  return (
    <>
      <TextInput
        ref={ref}
        label={label}
        labelClassName="field"
        type="url"
        inputMode="url"
        value={value}
        placeholder="https://…/sketch/123"
        testId={testId}
        onChange={onChange}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem?.id}
      />
      {value.trim() !== '' && id === null && (
        <span className="limit" data-testid={`${testId}-error`}>
          {NOT_A_SKETCH_LINK}
        </span>
      )}
      {id !== null && (
        <div className="preview">
          <img {...fixedImage(`/img/sketch/${id}`, 100)} alt="" data-testid={`${testId}-preview`} />
          <span className="hint">Sketch {id}</span>
        </div>
      )}
    </>
  );
}
