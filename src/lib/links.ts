// Links pasted by users (spec part 1 §5): "A sketch link matches any host with sketch/{digits}".

/**
 * The sketch id of a pasted sketch link (any host, or a path such as /sketch/123/edit), or null
 * when the text holds no sketch link. Surrounding spaces are ignored.
 */
export function parseSketchLink(text: string): number | null {
  const match = /(?:^|[/.])sketch\/(\d{1,15})(?=$|[/?#\s])/.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The sketch id of a sketch image URL of the reference backend (/img/sketch/{id}[/...]), or null. */
export function sketchIdOfImage(url: string | null | undefined): number | null {
  const match = /\/img\/sketch\/(\d{1,15})(?=$|[/?#.])/.exec(url ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
