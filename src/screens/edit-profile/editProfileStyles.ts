// Layout of the edit-profile form (spec §2: max width 768) and its pickers (spec §9: avatar 50x50,
// 25 on small screens; cover 150x50, 75x25 small; emoticon 24x24). Every choice of a picker is a
// label at least 44 by 44 px around its image: the touch target, whatever the image's size.
// The sizes are written out (the CSS is extracted at build time); they are the constants of
// src/lib/profileRules.ts, and EditProfileScreen.test.tsx checks the two agree.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

/** Small screens: below the spec's 480 breakpoint. */
export const SMALL_SCREEN = '(max-width: 480px)';

export const Page = styled(PageFrame)`
  max-width: 768px;
  form {
    max-width: 768px;
    gap: 20px;
  }
  section {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .row select {
    width: auto;
    flex: 1 1 140px;
  }
  /* The e-mail notification check boxes: apart as the theme's radios (their 12 px padding and the row's 8 px gap). */
  .row.checks {
    column-gap: 20px;
  }
  label.radio {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    min-width: 44px;
    padding-right: 12px;
    cursor: pointer;
    input {
      width: 24px;
      height: 24px;
      margin: 0;
      accent-color: var(--accent);
    }
  }
  .preview-line {
    font-weight: 400;
    overflow-wrap: anywhere;
  }
  .saved {
    color: var(--text);
    font-weight: 600;
  }
`;

/**
 * A grid of choices; each is a radio inside a label, the radio hidden but focusable. The columns
 * are as wide as a choice (its image, 2 px of padding and 2 px of border each side, or the 44 px
 * target when that is larger: --choice) and spread over the whole width, so the last column ends
 * at the section's edge and a shorter last row keeps to the columns. The choice without a picture
 * (no emoticon) is a mark as large as the pictures, so the choices are one set of same-sized boxes.
 */
export const Choices = styled.div`
  --choice: 44px;
  display: grid;
  grid-template-columns: repeat(auto-fill, var(--choice));
  justify-content: space-between;
  gap: 6px;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: 8px;
    cursor: pointer;
    box-sizing: border-box;
  }
  label:has(input:checked),
  label[data-checked='true'] {
    border-color: var(--accent);
  }
  /* The hidden radio has the focus: its label shows it, as :focus-visible does elsewhere. */
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  img {
    display: block;
    object-fit: cover;
    background: var(--surface-2);
    border-radius: 4px;
  }
  /* "None": an empty, struck-through frame where a picture would be. */
  .none {
    display: block;
    box-sizing: border-box;
    border: 2px dashed var(--text-muted);
    border-radius: 4px;
    background: linear-gradient(to top right, transparent calc(50% - 1px), var(--text-muted) calc(50% - 1px), var(--text-muted) calc(50% + 1px), transparent calc(50% + 1px));
  }
  &[data-kind='avatar'] {
    --choice: 58px;
  }
  &[data-kind='avatar'] img,
  &[data-kind='avatar'] .none {
    width: 50px;
    height: 50px;
    border-radius: 50%;
  }
  &[data-kind='cover'] {
    --choice: 158px;
  }
  &[data-kind='cover'] img,
  &[data-kind='cover'] .none {
    width: 150px;
    height: 50px;
  }
  &[data-kind='emoticon'] img,
  &[data-kind='emoticon'] .none {
    width: 24px;
    height: 24px;
  }
  @media ${SMALL_SCREEN} {
    &[data-kind='avatar'] {
      --choice: 44px;
    }
    &[data-kind='avatar'] img,
    &[data-kind='avatar'] .none {
      width: 25px;
      height: 25px;
    }
    &[data-kind='cover'] {
      --choice: 83px;
    }
    &[data-kind='cover'] img,
    &[data-kind='cover'] .none {
      width: 75px;
      height: 25px;
    }
  }
`;
