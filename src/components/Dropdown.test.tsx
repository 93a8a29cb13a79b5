// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '../../test/support/render';
import { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown';

type Size = 'small' | 'medium' | 'large' | 'huge';

const FLAT: readonly DropdownItem<Size>[] = [
  { label: 'Small', value: 'small' },
  { label: 'Medium', value: 'medium' },
  { label: 'Large (sold out)', value: 'large', disabled: true },
];

const GROUPED: readonly DropdownItem<Size>[] = [
  { label: 'Everyday', options: [{ label: 'Small', value: 'small' }, { label: 'Medium', value: 'medium' }] },
  { label: 'Special', options: [{ label: 'Large', value: 'large' }] },
  { label: 'Retired', disabled: true, options: [{ label: 'Huge', value: 'huge' }] },
];

/** The list as a parent holds it: each choice comes back as the new value. */
function Harness({ onChange, ...props }: Omit<DropdownProps<Size>, 'value' | 'onChange'> & { onChange: (value: Size) => void }) {
  const [value, setValue] = useState<Size>('small');
  return (
    <Dropdown<Size>
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function setUp(props: Partial<Omit<DropdownProps<Size>, 'value' | 'onChange'>> = {}) {
  const onChange = vi.fn<(value: Size) => void>();
  render(<Harness label="Size" options={FLAT} testId="size" onChange={onChange} {...props} />);
  return { onChange, select: screen.getByTestId('size') as HTMLSelectElement };
}

describe('Dropdown', () => {
  it('is a native select carrying the test id, named by its visible label', () => {
    const { select } = setUp();
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByLabelText('Size')).toBe(select);
    expect(screen.getByRole('combobox', { name: 'Size' })).toBe(select);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Small', 'Medium', 'Large (sold out)']);
  });

  it('hands the chosen option’s value to onChange', async () => {
    const { select, onChange } = setUp();
    await userEvent.selectOptions(select, 'Medium');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('medium');
    expect(select.value).toBe('medium');
  });

  it('does not let a disabled option be chosen', async () => {
    const { select, onChange } = setUp();
    const soldOut = screen.getByRole('option', { name: 'Large (sold out)' }) as HTMLOptionElement;
    expect(soldOut.disabled).toBe(true);
    await userEvent.selectOptions(select, 'Large (sold out)');
    expect(onChange).not.toHaveBeenCalled();
    expect(select.value).toBe('small');
  });

  it('renders groups as optgroups, and a choice in a group comes back with its value', async () => {
    const { select, onChange } = setUp({ options: GROUPED });
    const groups = select.querySelectorAll('optgroup');
    expect([...groups].map((group) => group.label)).toEqual(['Everyday', 'Special', 'Retired']);
    expect([...groups].map((group) => [...group.querySelectorAll('option')].map((option) => option.value))).toEqual([['small', 'medium'], ['large'], ['huge']]);
    await userEvent.selectOptions(select, 'Large');
    expect(onChange).toHaveBeenLastCalledWith('large');
    expect(select.value).toBe('large');
  });

  it('does not let an option of a disabled group be chosen', async () => {
    const { select, onChange } = setUp({ options: GROUPED });
    expect(select.querySelector('optgroup[label="Retired"]')?.hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(select, 'Huge');
    expect(onChange).not.toHaveBeenCalled();
    expect(select.value).toBe('small');
  });

  it('takes an aria-label instead of a visible one', () => {
    setUp({ label: undefined, 'aria-label': 'Birth month' });
    expect(screen.getByRole('combobox', { name: 'Birth month' })).toBe(screen.getByTestId('size'));
    expect(document.querySelector('label')).toBeNull();
  });

  it('is named by the caller’s own label through its id', () => {
    const onChange = vi.fn<(value: Size) => void>();
    render(
      <>
        <label htmlFor="sort">Sort by</label>
        <Harness id="sort" options={FLAT} testId="size" onChange={onChange} />
      </>,
    );
    expect(screen.getByLabelText('Sort by')).toBe(screen.getByTestId('size'));
  });

  it('cannot be used while disabled', async () => {
    const { select, onChange } = setUp({ disabled: true });
    expect(select.disabled).toBe(true);
    await userEvent.selectOptions(select, 'Medium');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives its select to a ref (a dialog focuses its first field), with the form’s attributes', () => {
    const ref = createRef<HTMLSelectElement>();
    setUp({ ref, name: 'size', required: true, 'aria-invalid': true, 'aria-describedby': 'size-error' });
    const select = screen.getByTestId('size');
    expect(ref.current).toBe(select);
    expect(select.getAttribute('name')).toBe('size');
    expect(select.hasAttribute('required')).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('size-error');
  });

  it('puts the label’s class on the label it renders (the caller’s field layout)', () => {
    setUp({ labelClassName: 'field' });
    expect(screen.getByTestId('size').closest('label')?.className).toBe('field');
  });
});
