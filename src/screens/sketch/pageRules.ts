// Pure rules and texts of the sketch page (spec part 1 §3-§8), kept apart from the components
// so they are tested on their own.
import type { Sketch } from '../../api/schemas/sketches';
import { unsentText } from '../../lib/unsent';

export const HEART_FAILED = 'Sorry, there was a problem giving the heart, please reload and try again.';
export const RATING_UNSENT = unsentText('the rating');
export const FEATURE_FAILED = 'Sorry, there was a problem featuring the sketch, please reload and try again.';
export const DELETE_FAILED = 'There was an error deleting the sketch.';
export const REPORT_THANKS = 'Thanks for your report!';
export const REPORT_FAILED = 'Sorry, there was an error sending your report. Please try again in a bit.';
export const PRIVACY_FAILED = 'Sorry, there was an error changing the privacy of the sketch. Please try again in a bit.';
export const AVATAR_SET = 'This sketch is now your avatar.';
export const AVATAR_FAILED = 'Sorry, there was an error setting your avatar. Please try again in a bit.';
export const COVER_SET = 'This sketch is now your profile cover.';
export const COVER_FAILED = 'Sorry, there was an error setting your cover. Please try again in a bit.';
export const CONFIRM_HEART = 'Give this sketch a heart? A heart is given once and cannot be taken back.';
export const HEART_GIVEN = 'You gave this sketch a heart.';
export const CONFIRM_FEATURE = 'Feature this sketch? This uses one of your stars.';
export const CONFIRM_DELETE = 'Are you sure you want to delete this sketch? This cannot be undone.';
export const CLOSED_COMPO_NOTE = 'This sketch is in a closed compo, so it cannot be deleted.';
export const CODE_COPIED = 'The thumbnail code is copied.';
export const MATURE_NOTICE = 'This sketch is marked as mature. It is hidden because your account does not show mature sketches.';
export const confirmUnfan = (nickname: string) => `Are you sure you want to stop being a fan of ${nickname}?`;

export const VIOLATION_NOTICES: Record<NonNullable<Sketch['violation']>, string> = {
  copyright: 'This sketch was removed from public view for a copyright violation.',
  inappropriate: 'This sketch was removed from public view because it breaks the community guidelines.',
  notsketch: 'This image was marked as not a sketch, so it is left out of galleries.',
};

/**
 * The size the sketch is shown at: as wide as the page allows, but no taller than `maxHeight`,
 * never wider than the sketch itself.
 */
export function fitImage(width: number, height: number, boxWidth: number, maxHeight: number): { width: number; height: number } {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const shown = Math.max(1, Math.min(boxWidth, w, (maxHeight * w) / h));
  return { width: Math.round(shown), height: Math.round((shown * h) / w) };
}


const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The HTML an artist pastes elsewhere to show the sketch's thumbnail linking to its page. */
export function thumbnailCode(sketch: Pick<Sketch, 'id' | 'width' | 'height'>, title: string, origin: string, width = 300): string {
  const height = Math.max(1, Math.round((width * sketch.height) / Math.max(1, sketch.width)));
  const page = `${origin}/sketch/${sketch.id}`;
  const image = `${origin}/img/sketch/${sketch.id}/${width}.jpg`;
  return `<a href="${escapeHtml(page)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(title)}" width="${width}" height="${height}"></a>`;
}

/** Where the owner's sketch file is handed to the app. */
export const sketchFileUrl = (id: number, extension: string) => `/download/${id}.${extension}`;
