// The longest title and description of an album or collection. Apart from albumRules.ts so that
// the request schemas (src/api/schemas/albums.ts), which pages load with the album answers, take
// these two numbers without the rules and their texts.

export const ALBUM_TITLE_MAX = 64;
export const ALBUM_DESCRIPTION_MAX = 1024;
