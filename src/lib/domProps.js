// Which props a linaria `styled.tag` passes on to its HTML element. Replaces @emotion/is-prop-valid
// (a 4 KB list of every attribute, in the first load) through an alias in build.mjs and
// vitest.config.ts. The props this codebase gives a styled element are that element's own
// attributes (the types of `styled.tag` allow no others), so everything passes except what
// cannot be an attribute: `$name` (the convention for a prop only the styles read) and camelCase
// names React does not know, which it would warn about. Lower-case names and data-, aria- and
// on* props pass as they are. Plain JavaScript: wyw-in-js evaluates it as a dependency of linaria
// without compiling TypeScript (types in domProps.d.ts).

/** The camelCase props React maps to DOM attributes (those an HTML element can take). */
const CAMEL_CASE_DOM_PROPS = new Set([
  'acceptCharset', 'accessKey', 'allowFullScreen', 'autoCapitalize', 'autoComplete', 'autoCorrect', 'autoFocus', 'autoPlay',
  'autoSave', 'cellPadding', 'cellSpacing', 'charSet', 'className', 'colSpan', 'contentEditable', 'contextMenu', 'controlsList',
  'crossOrigin', 'dangerouslySetInnerHTML', 'dateTime', 'defaultChecked', 'defaultValue', 'disablePictureInPicture',
  'disableRemotePlayback', 'encType', 'enterKeyHint', 'fetchPriority', 'formAction', 'formEncType', 'formMethod', 'formNoValidate',
  'formTarget', 'frameBorder', 'hrefLang', 'htmlFor', 'httpEquiv', 'imageSizes', 'imageSrcSet', 'inputMode', 'itemID', 'itemProp',
  'itemRef', 'itemScope', 'itemType', 'keyParams', 'keyType', 'marginHeight', 'marginWidth', 'maxLength', 'mediaGroup', 'minLength',
  'noModule', 'noValidate', 'playsInline', 'popoverTarget', 'popoverTargetAction', 'radioGroup', 'readOnly', 'referrerPolicy',
  'rowSpan', 'spellCheck', 'srcDoc', 'srcLang', 'srcSet', 'suppressContentEditableWarning', 'suppressHydrationWarning', 'tabIndex', 'useMap',
]);

/** @param {string} name @returns {boolean} */
export default function isPropValid(name) {
  if (name.startsWith('$')) return false;
  if (/^on[A-Z]/.test(name) || name.startsWith('data-') || name.startsWith('aria-')) return true;
  return name === name.toLowerCase() || CAMEL_CASE_DOM_PROPS.has(name);
}
