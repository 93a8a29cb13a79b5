// The product's name and the values derived from it, in one place: texts of the spec say
// {product} where this name stands.
export const PRODUCT_NAME = 'Sketchery';
/** File extension of the drawing app's native sketch files (/download/0.{product}). */
export const PRODUCT_FILE_EXTENSION = 'sketchery';
/** Host of the product's own pages (group links must match it, spec part 2 §5). */
export const PRODUCT_HOST = 'sketchery.app';
export const SUPPORT_EMAIL = `support@${PRODUCT_HOST}`;
export const COMMUNITY_GUIDELINES_URL = 'https://sketchery.app/guidelines';
export const HELP_URL = 'https://help.sketchery.app/';
export const APP_STORE_URL = 'https://apps.apple.com/app/sketchery/id000000000';
