// The '{product} Patron' section (spec part 2 §2, §5, §6): the web address, typed freely and
// made into a slug as it is typed (the preview shows the address it gives, or the user-id path
// when it is empty); e-mail notifications for a new private message and a new fan; the
// watermark name, shown as the copyright line the sketches will carry.
import { Checkbox } from '../../components/Checkbox';
import type { FieldProps } from '../../components/form/useForm';
import { TextInput } from '../../components/TextInput';
import { PRODUCT_NAME } from '../../lib/product';
import { patronAddress, SLUG_MAX, slugify, WATERMARK_WITHOUT_NAME, WM_NAME_MAX, watermarkLine } from '../../lib/profileRules';
import type { UserPro } from '../../api/schemas/editProfile';

export interface PatronSectionProps {
  userId: number;
  value: UserPro;
  onChange: <K extends keyof UserPro>(name: K, value: UserPro[K]) => void;
  origin: string;
  year: number;
  /** The web address's problem (the rules', shown as it is typed, or the server's: taken), or null. */
  slugProblem: string | null;
  /** Ties the web address field to its problem (the form's `field('slug')`). */
  slugField: FieldProps;
  slugErrorId: string;
}

export function PatronSection({ userId, value, onChange, origin, year, slugProblem: problem, slugField, slugErrorId }: PatronSectionProps) {
  // Shown as it is typed, so the field is described by it at once (the form's own gating waits for a blur).
  const describedBy = problem ? `edit-slug-preview ${slugErrorId}` : 'edit-slug-preview';
  return (
    <section aria-labelledby="edit-patron-heading" data-testid="edit-patron">
      <h2 id="edit-patron-heading">{PRODUCT_NAME} Patron</h2>
      <label className="field">
        Web address
        <TextInput
          {...slugField}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={SLUG_MAX}
          value={value.slug}
          onChange={(typed) => onChange('slug', slugify(typed))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          testId="edit-slug"
        />
      </label>
      <span className="hint preview-line" id="edit-slug-preview" data-testid="edit-slug-preview">
        Your address: {patronAddress(origin, value.slug, userId)}
      </span>
      {problem && (
        <span className="limit" role="alert" id={slugErrorId} data-testid="edit-slug-error">
          {problem}
        </span>
      )}
      <fieldset>
        <legend>E-mail notifications</legend>
        {/* A row, spaced as the theme's radios, that wraps on a narrow screen. */}
        <div className="row checks" data-testid="edit-email-row">
          <Checkbox checked={value.emailMsg} onChange={(checked) => onChange('emailMsg', checked)} testId="edit-email-msg">
            New private message
          </Checkbox>
          <Checkbox checked={value.emailFan} onChange={(checked) => onChange('emailFan', checked)} testId="edit-email-fan">
            New fan
          </Checkbox>
        </div>
      </fieldset>
      <label className="field">
        Watermark name
        <TextInput maxLength={WM_NAME_MAX} value={value.wmName} onChange={(typed) => onChange('wmName', typed)} aria-describedby="edit-watermark-preview" testId="edit-wm-name" />
      </label>
      <span className="hint preview-line" id="edit-watermark-preview" data-testid="edit-watermark-preview">
        {value.wmName.trim() ? watermarkLine(value.wmName, year) : WATERMARK_WITHOUT_NAME}
      </span>
    </section>
  );
}
