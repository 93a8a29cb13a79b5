// The toolkit drop-down list (spec part 2 §3 "Dropdown option: label, value, disabled; options may
// be grouped", §9 "dropdown height 40 px"). A native <select>: the platform's own picker in the
// iOS and Android WebViews, the keyboard and screen readers for free, and end-to-end tests choose
// by visible text on the element that carries the test id. Groups are <optgroup>s.
import { styled } from '@linaria/react';
import type { ComponentPropsWithRef } from 'react';
import { labelled, type FieldLabelProps } from './fieldLabel';
import { TEXT_FIELD } from './fieldStyles';

export interface DropdownOption<V extends string = string> {
  label: string;
  value: V;
  /** Shown but cannot be chosen (a "Choose a duration" prompt, an option not open now). */
  disabled?: boolean;
}

/** Options under a heading of the list; a disabled group disables all of its options. */
export interface DropdownGroup<V extends string = string> {
  label: string;
  options: readonly DropdownOption<V>[];
  disabled?: boolean;
}

export type DropdownItem<V extends string = string> = DropdownOption<V> | DropdownGroup<V>;

/** The native attributes a caller may set: focus (ref), a form's bindings and its problems. */
type NativeProps = Pick<ComponentPropsWithRef<'select'>, 'ref' | 'id' | 'name' | 'disabled' | 'required' | 'onBlur' | 'aria-label' | 'aria-invalid' | 'aria-describedby'>;

export interface DropdownProps<V extends string = string> extends NativeProps, FieldLabelProps {
  value: V;
  /** The value of the option chosen (always one of `options`). */
  onChange: (value: V) => void;
  options: readonly DropdownItem<V>[];
  /** Lands on the <select> as data-testid. */
  testId?: string;
}

const Select = styled.select`
  ${TEXT_FIELD}
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const isGroup = <V extends string>(item: DropdownItem<V>): item is DropdownGroup<V> => 'options' in item;

/** The option whose value the list now shows, among every option and group. */
function optionOf<V extends string>(items: readonly DropdownItem<V>[], value: string): DropdownOption<V> | undefined {
  for (const item of items) {
    const found = isGroup(item) ? item.options.find((option) => option.value === value) : item.value === value ? item : undefined;
    if (found) return found;
  }
  return undefined;
}

function optionElement<V extends string>(option: DropdownOption<V>) {
  return (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  );
}

export function Dropdown<V extends string = string>({ value, onChange, options, label, labelClassName, testId, ...native }: DropdownProps<V>) {
  const select = (
    <Select
      {...native}
      value={value}
      // The select can only take an option's value; looking it up gives it back with its type.
      onChange={(event) => {
        const chosen = optionOf(options, event.currentTarget.value);
        if (chosen) onChange(chosen.value);
      }}
      data-testid={testId}
    >
      {options.map((item) =>
        isGroup(item) ? (
          <optgroup key={`group:${item.label}`} label={item.label} disabled={item.disabled}>
            {item.options.map((option) => optionElement(option))}
          </optgroup>
        ) : (
          optionElement(item)
        ),
      )}
    </Select>
  );
  return labelled(select, { label, labelClassName });
}
