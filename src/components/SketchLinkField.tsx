// A field that takes a pasted sketch link (album thumbnail, a sketch's earlier version): says so
// when the text is not a sketch link and previews the sketch when it is. Renders inside a form
// whose styles give .field, .limit, .preview and .hint; the form reads the id with parseSketchLink.
import type { Ref } from 'react';
import { fixedImage } from '../lib/images';
import { parseSketchLink } from '../lib/links';
import { TextInput } from './TextInput';
import { fieldProblem } from './form/fieldProblem';

export const NOT_A_SKETCH_LINK = 'That is not a sketch link. Paste the address of a sketch page, such as https://…/sketch/123.';

export interface SketchLinkFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** The id of the element saying the form's problem with this field, when it has one (fieldProblem). */
  problemId?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function SketchLinkField({ label, value, onChange, testId, problemId, ref }: SketchLinkFieldProps) {
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
        {...fieldProblem(problemId)}
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
