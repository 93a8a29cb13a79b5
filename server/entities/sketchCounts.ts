// How many sketches a user has: one rule wherever the number shows (the profile, the artists
// directory, the owner's block on the home page), so the owner never sees two numbers. It counts
// what anyone may see: unlisted sketches and sketches taken down for a violation are not counted.
// That can surprise the owner, who sees their unlisted sketches on their own pages, so the home
// page's block also says how many are left out (`hiddenSketches`).
// The condition and both counts are the sketches data module's.
export { COUNTED_SKETCH, countedSketchCount as sketchCount, hiddenSketchCount } from '../data/sketches';
