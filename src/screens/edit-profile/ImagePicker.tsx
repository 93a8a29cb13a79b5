// One picker of the edit-profile form (avatar, cover, emoticon): a radio group of images, so the
// arrow keys move between choices and the choice is announced; each image is requested at the
// size of its slot (large and small screens, doubled on high-density ones).
import { useId } from 'react';
import { slotImage, type ImageSlot } from '../../lib/images';
import { Choices, SMALL_SCREEN } from './editProfileStyles';

export interface PickerChoice {
  /** Null: the default (generated picture, or no emoticon). */
  id: number | null;
  /** The image to show; none for the choice of no picture (shown as an empty, struck-through frame). */
  image: string | null;
  label: string;
}

export interface PickerProps {
  kind: 'avatar' | 'cover' | 'emoticon';
  legend: string;
  choices: readonly PickerChoice[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** The image's width on large and small screens (CSS px). */
  widths: { large: number; small: number };
  hint?: string;
}

export function ImagePicker({ kind, legend, choices, value, onChange, widths, hint }: PickerProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  const slot: ImageSlot = { sizes: `${SMALL_SCREEN} ${widths.small}px, ${widths.large}px`, min: widths.small, max: widths.large };
  return (
    <fieldset data-testid={`${kind}-picker`} aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <Choices data-kind={kind}>
        {choices.map((choice) => {
          const checked = choice.id === value;
          return (
            <label key={choice.id ?? 'none'} data-checked={checked} title={choice.label} data-testid={`${kind}-choice-${choice.id ?? 'none'}`}>
              <input type="radio" name={name} checked={checked} onChange={() => onChange(choice.id)} aria-label={choice.label} />
              {choice.image ? (
                <img
                  {...slotImage(choice.image, slot, widths.large)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                // No picture (no emoticon): a mark of a picture's size; the radio and the title name it.
                <span className="none" aria-hidden="true" data-testid={`${kind}-none-mark`} />
              )}
            </label>
          );
        })}
      </Choices>
    </fieldset>
  );
}
