// The edit-profile form (spec part 2 §2 "Edit profile"): the sections in the spec's order, every
// value of userInfo, the patron's settings when userPro is present, the three pickers and the
// Update button. It starts from the server's values; a failed save keeps everything typed and
// says so (with the server's reason); a save refreshes what shows the user's name and pictures.
// Every problem sits at its field (aria-invalid, aria-describedby), a refusal that names a field
// (a taken nickname or web address) included, and a stopped or refused Update moves the focus to
// the first field with a problem.
import { useRef } from 'react';
import { errorFieldOf, fieldReasonOf, serverReasonOf } from '../../api/errors';
import { saveEditProfile } from '../../api/editProfile';
import type { EditProfile, UserInfo, UserPro } from '../../api/schemas/editProfile';
import { Checkbox } from '../../components/Checkbox';
import { Dropdown, type DropdownOption } from '../../components/Dropdown';
import { DraftNoticeRow, FormActions, FormMessageRow } from '../../components/form/FormRows';
import { useForm, type FieldErrors } from '../../components/form/useForm';
import { useSession } from '../../stores/session';
import { Form } from '../../components/formParts';
import { LimitNote } from '../../components/LimitNote';
import { TextInput } from '../../components/TextInput';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import {
  ABOUT_MAX,
  AVATAR_PICK_SIZE,
  birthDateProblem,
  COVER_PICK_SIZE,
  daysInMonth,
  EMAIL_MAX,
  emailProblem,
  EMOTICON_SIZE,
  GENDER_OPTIONS,
  isCoverSized,
  MONTHS,
  NICKNAME_MAX,
  nicknameProblem,
  PROFILE_TEXTS,
  PROFILE_THEMES,
  slugProblem,
  WEBSITE_MAX,
  websiteProblem,
  type Gender,
  type ProfileTheme,
} from '../../lib/profileRules';
import { afterProfileSaved } from '../../queries/editProfile';
import { useTheme } from '../../stores/theme';
import { ImagePicker, type PickerChoice } from './ImagePicker';
import { PatronSection } from './PatronSection';

interface Values extends UserPro {
  nickname: string;
  email: string;
  website: string;
  about: string;
  country: string;
  gender: string;
  /** The selects' values: '' or a number. */
  birthDay: string;
  birthMonth: string;
  showChat: boolean;
  showMature: boolean;
  useNewSite: boolean;
  theme: ProfileTheme;
  avatar: number | null;
  cover: number | null;
  emoticonId: number | null;
}

const NO_PRO: UserPro = { slug: '', emailMsg: false, emailFan: false, wmName: '' };
const THEME_LABELS: Record<ProfileTheme, string> = { dark: 'Dark', gray: 'Gray', light: 'Light' };

/**
 * The theme the form starts from (spec part 2 §3: "default chosen from the current theme"): the one
 * shown now, picked in the menu or pushed by the app, so the form never claims a theme the page
 * does not show and Update saves what the user sees; under the default look, the saved one, else light.
 */
const startTheme = (saved: ProfileTheme | null, shown: string): ProfileTheme =>
  (PROFILE_THEMES as readonly string[]).includes(shown) ? (shown as ProfileTheme) : (saved ?? 'light');

const valuesOf = (data: EditProfile, shownTheme: string): Values => ({
  ...data.userInfo,
  birthDay: data.userInfo.birthDay === null ? '' : String(data.userInfo.birthDay),
  birthMonth: data.userInfo.birthMonth === null ? '' : String(data.userInfo.birthMonth),
  theme: startTheme(data.userInfo.theme, shownTheme),
  ...(data.userPro ?? NO_PRO),
});

const numberOrNull = (text: string) => (text === '' ? null : Number(text));

/** The birth date's lists, each after its prompt: the months by number, the days of the month. */
const MONTH_CHOICES: readonly DropdownOption[] = [{ label: 'Month', value: '' }, ...MONTHS.map((name, index) => ({ label: name, value: String(index + 1) }))];
const dayChoices = (count: number): DropdownOption[] => [{ label: 'Day', value: '' }, ...Array.from({ length: count }, (_, index) => ({ label: String(index + 1), value: String(index + 1) }))];

function problems(values: Values, patron: boolean): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const nickname = nicknameProblem(values.nickname);
  if (nickname) errors.nickname = nickname;
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  const website = websiteProblem(values.website);
  if (website) errors.website = website;
  if (values.about.length > ABOUT_MAX) errors.about = PROFILE_TEXTS.about;
  const birth = birthDateProblem(numberOrNull(values.birthDay), numberOrNull(values.birthMonth));
  if (birth) errors.birthDay = birth;
  const slug = patron ? slugProblem(values.slug) : null;
  if (slug) errors.slug = slug;
  return errors;
}

/** Problems shown beside their fields, so a stopped Update does not repeat them below the form. */
const SHOWN_AT_FIELD: (keyof Values)[] = ['nickname', 'email', 'website', 'about', 'birthDay', 'slug'];

/** The form's field of a request field the server named in a refusal (the fields that show a problem; others go under the form). */
const FIELD_OF_REQUEST: Record<string, keyof Values> = {
  nickname: 'nickname',
  email: 'email',
  website: 'website',
  about: 'about',
  birthDay: 'birthDay',
  birthMonth: 'birthDay',
  'userPro.slug': 'slug',
};

/** A refusal about one field: the field, and the server's words for it. */
function refusedField(error: unknown): { field: keyof Values; problem: string } | null {
  const field = FIELD_OF_REQUEST[errorFieldOf(error) ?? ''];
  return field ? { field, problem: fieldReasonOf(error) ?? PROFILE_TEXTS.saveError } : null;
}

export function EditProfileForm({ data }: { data: EditProfile }) {
  const shownTheme = useTheme((s) => s.theme);
  const followTheme = useTheme((s) => s.followTheme);
  // The theme the user saved; null until they choose one, when the form shows the theme on screen
  // and sends no choice unless it is changed (the default look is no choice of theirs).
  const savedTheme = useRef(data.userInfo.theme);
  const patron = data.userPro !== undefined;
  const userId = useSession((s) => s.user?.id ?? 0);
  const form = useForm<Values>({
    initial: valuesOf(data, shownTheme),
    draft: { key: `edit-profile:${userId}`, fields: ['nickname', 'email', 'website', 'about', 'slug', 'wmName'] },
    validate: (values) => problems(values, patron),
    shownAtField: SHOWN_AT_FIELD,
    submit: async (values) => {
      const info: UserInfo = {
        nickname: values.nickname.trim(),
        email: values.email.trim(),
        website: values.website.trim(),
        about: values.about,
        avatar: values.avatar,
        cover: values.cover,
        emoticonId: values.emoticonId,
        country: values.country,
        birthDay: numberOrNull(values.birthDay),
        birthMonth: numberOrNull(values.birthMonth),
        gender: values.gender as Gender,
        showChat: values.showChat,
        showMature: values.showMature,
        useNewSite: values.useNewSite,
        theme: values.theme,
      };
      const pro = { slug: values.slug, emailMsg: values.emailMsg, emailFan: values.emailFan, wmName: values.wmName.trim() };
      // Only what was changed here goes: the profile may have been saved meanwhile in another tab
      // or on another device, and the values this form was opened with would undo that save.
      // The theme goes when it differs from the saved one (the form starts from the theme shown,
      // which Update saves), and never as a first choice the user did not make here.
      const themeChanged = savedTheme.current === null ? form.isDirty('theme') : values.theme !== savedTheme.current;
      const changed = <T extends object>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([name]) => (name === 'theme' ? themeChanged : form.isDirty(name as keyof Values)))) as Partial<T>;
      const changedPro = changed(pro);
      const saved = await saveEditProfile({
        userId: data.userId,
        ...changed(info),
        ...(patron && Object.keys(changedPro).length > 0 ? { userPro: changedPro } : {}),
      });
      savedTheme.current = saved.userInfo.theme;
      // A theme the user chose here is the one the site shows from now on: repainted at once, without
      // the rebuild of a theme picked elsewhere, so this form stays and says that it was saved.
      const chosenTheme = form.isDirty('theme') ? saved.userInfo.theme : null;
      if (chosenTheme) followTheme(chosenTheme);
      await afterProfileSaved(saved);
      // The form stays, now starting from what was saved (and the theme now shown).
      form.reset(valuesOf({ ...data, userInfo: saved.userInfo, ...(saved.userPro ? { userPro: saved.userPro } : {}) }, chosenTheme ?? shownTheme));
    },
    failure: (caught) => ({ text: PROFILE_TEXTS.saveError, reason: serverReasonOf(caught) }),
    fieldOf: refusedField,
  });
  const { values, errors, touched } = form;
  const fieldError = (name: keyof Values, testId: string) =>
    touched[name] && errors[name] ? (
      <span className="limit" role="alert" id={form.errorId(name)} data-testid={testId}>
        {errors[name]}
      </span>
    ) : null;
  const month = numberOrNull(values.birthMonth);
  const dayCount = month === null ? 31 : daysInMonth(month);

  const countryChoices: DropdownOption[] = [{ label: 'Choose a country', value: '' }, ...data.countries.map((country) => ({ label: country.name, value: country.code }))];
  const avatarChoices: PickerChoice[] = [
    { id: null, image: `/img/avatar/${data.userId}`, label: 'Your generated avatar' },
    ...data.recentSketches.map((sketch) => ({ id: sketch.id, image: sketch.imageUrl, label: `Sketch: ${displayTitle(sketch.title)}` })),
  ];
  const coverChoices: PickerChoice[] = [
    { id: null, image: `/img/cover/${data.userId}`, label: 'Your generated cover' },
    ...data.recentSketches.filter(isCoverSized).map((sketch) => ({ id: sketch.id, image: sketch.imageUrl, label: `Sketch: ${displayTitle(sketch.title)}` })),
    ...data.genericCovers.map((cover, index) => ({ id: cover.id, image: cover.imageUrl, label: `Generic cover ${index + 1}` })),
  ];
  const emoticonChoices: PickerChoice[] = [{ id: null, image: null, label: 'None' }, ...data.recentEmoticons.map((emoticon, index) => ({ id: emoticon.id, image: emoticon.image, label: `Emoticon ${index + 1}` }))];

  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(event)} data-testid="edit-profile-form">
      <DraftNoticeRow form={form} testId="edit-profile-draft" />
      <section aria-labelledby="edit-info-heading" data-testid="edit-info">
        <h2 id="edit-info-heading">Your profile info</h2>
        <label className="field">
          Nickname
          <TextInput maxLength={NICKNAME_MAX} autoComplete="nickname" testId="edit-nickname" {...form.text('nickname')} {...form.field('nickname')} />
        </label>
        {fieldError('nickname', 'edit-nickname-error')}
        <label className="field">
          E-mail
          <TextInput inputMode="email" autoCapitalize="none" spellCheck={false} maxLength={EMAIL_MAX} autoComplete="email" testId="edit-email" {...form.text('email')} {...form.field('email', { describedBy: 'edit-email-hint' })} />
          <span className="hint" id="edit-email-hint" data-testid="edit-email-hint">
            {PROFILE_TEXTS.emailHint}
          </span>
        </label>
        {fieldError('email', 'edit-email-error')}
        <label className="field">
          Website
          <TextInput type="url" inputMode="url" placeholder="https://…" maxLength={WEBSITE_MAX} autoComplete="url" testId="edit-website" {...form.text('website')} {...form.field('website')} />
        </label>
        {fieldError('website', 'edit-website-error')}
        <label className="field">
          About
          <TextInput multiLine maxLength={ABOUT_MAX} testId="edit-about" {...form.text('about')} {...form.field('about')} />
          <LimitNote length={values.about.length} max={ABOUT_MAX} what="about text" testId="edit-about-count" />
        </label>
        {fieldError('about', 'edit-about-error')}
        <Dropdown label="Country" labelClassName="field" options={countryChoices} testId="edit-country" {...form.text('country')} />
        <fieldset data-testid="edit-birth-date">
          <legend>Birth date</legend>
          <div className="row">
            <Dropdown aria-label="Birth month" options={MONTH_CHOICES} testId="edit-birth-month" {...form.text('birthMonth')} {...form.field('birthDay')} />
            <Dropdown
              aria-label="Birth day"
              options={dayChoices(dayCount)}
              testId="edit-birth-day"
              {...form.text('birthDay')}
              aria-invalid={form.field('birthDay')['aria-invalid']}
              aria-describedby={form.field('birthDay')['aria-describedby']}
            />
          </div>
        </fieldset>
        {fieldError('birthDay', 'edit-birth-error')}
        <Dropdown label="Gender" labelClassName="field" options={GENDER_OPTIONS} testId="edit-gender" {...form.text('gender')} />
      </section>

      <section aria-labelledby="edit-private-heading" data-testid="edit-private">
        <h2 id="edit-private-heading">Private settings</h2>
        <Checkbox checked={values.showChat} onChange={(checked) => form.set('showChat', checked)} testId="edit-show-chat">
          Show the chat
        </Checkbox>
        <Checkbox checked={values.showMature} onChange={(checked) => form.set('showMature', checked)} testId="edit-show-mature">
          Show mature sketches
        </Checkbox>
        <Checkbox checked={values.useNewSite} onChange={(checked) => form.set('useNewSite', checked)} testId="edit-use-new-site">
          Use the new site
        </Checkbox>
        <fieldset data-testid="edit-theme">
          <legend>Theme</legend>
          <div className="row">
            {PROFILE_THEMES.map((theme) => (
              <label key={theme} className="radio">
                <input type="radio" name="edit-theme" value={theme} checked={values.theme === theme} onChange={() => form.set('theme', theme)} data-testid={`edit-theme-${theme}`} />
                {THEME_LABELS[theme]}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      {patron && (
        <PatronSection
          userId={data.userId}
          value={{ slug: values.slug, emailMsg: values.emailMsg, emailFan: values.emailFan, wmName: values.wmName }}
          onChange={(name, value) => form.set(name, value as Values[typeof name])}
          slugProblem={errors.slug ?? null}
          slugField={form.field('slug', { describedBy: 'edit-slug-preview' })}
          slugErrorId={form.errorId('slug')}
          origin={location.origin}
          year={new Date().getFullYear()}
        />
      )}

      <section aria-labelledby="edit-avatar-heading" data-testid="edit-avatar">
        <h2 id="edit-avatar-heading">Your avatar</h2>
        <ImagePicker kind="avatar" legend="Choose one of your recent sketches" choices={avatarChoices} value={values.avatar} onChange={(id) => form.set('avatar', id)} widths={AVATAR_PICK_SIZE} />
      </section>

      <section aria-labelledby="edit-cover-heading" data-testid="edit-cover">
        <h2 id="edit-cover-heading">Your profile cover</h2>
        <ImagePicker
          kind="cover"
          legend="Choose a sketch or a generic cover"
          hint={PROFILE_TEXTS.notCover}
          choices={coverChoices}
          value={values.cover}
          onChange={(id) => form.set('cover', id)}
          widths={{ large: COVER_PICK_SIZE.large.width, small: COVER_PICK_SIZE.small.width }}
        />
      </section>

      {data.recentEmoticons.length > 0 && (
        <section aria-labelledby="edit-emoticon-heading" data-testid="edit-emoticon">
          <h2 id="edit-emoticon-heading">Your (me) emoticon</h2>
          <ImagePicker kind="emoticon" legend="Choose your emoticon" choices={emoticonChoices} value={values.emoticonId} onChange={(id) => form.set('emoticonId', id)} widths={{ large: EMOTICON_SIZE, small: EMOTICON_SIZE }} />
        </section>
      )}

      <FormMessageRow message={form.message} testId="edit-profile-error" />
      {/* Saved, and nothing changed since. */}
      {form.submitted && !form.dirty && (
        <p className="saved" role="status" data-testid="edit-profile-saved">
          {PROFILE_TEXTS.saved} <a href={sitePaths.user(data.userId)}>See your profile</a>
        </p>
      )}
      <FormActions submitLabel="Update" submitTestId="edit-profile-update" submitDisabled={form.submitting} />
    </Form>
  );
}
