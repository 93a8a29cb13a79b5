// The toolkit's declarative layout node (spec part 2 §3): a layout mode (horizontal, vertical,
// stack), spacing, width, height and subviews, or a view (label, image, button, theme picker)
// with its text, font size, alignment, image address, background (a colour or the accent), a
// class and a tap handler. The schema is the type and the validator at once, as the bridge's
// messages are: a description that comes from outside the code (a host, a server) is parsed
// with parseLayout and dropped, with a log line, when it is not a layout.
import * as v from 'valibot';

export const LAYOUT_MODES = ['horizontal', 'vertical', 'stack'] as const;
export const VIEW_TYPES = ['label', 'image', 'button', 'theme-picker'] as const;
/** Deeper descriptions are refused before they are parsed: valibot's lazy schema recurses once per level. */
export const MAX_LAYOUT_DEPTH = 16;

export interface LayoutNode {
  layout?: (typeof LAYOUT_MODES)[number];
  /** Pixels between subviews. */
  spacing?: number;
  width?: number;
  height?: number;
  subviews?: LayoutNode[];
  type?: (typeof VIEW_TYPES)[number];
  text?: string;
  fontSize?: number;
  textAlign?: 'left' | 'center' | 'right';
  /** An image's address: a path of this site or an https address. */
  src?: string;
  /** '#rrggbb', or 'accent' for the theme's accent colour. */
  background?: string;
  className?: string;
  /** The name of a tap handler the renderer is given (a description is data, so it names its handlers). */
  onTap?: string;
}

const pixels = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(4096));

export const LayoutNodeSchema: v.GenericSchema<LayoutNode> = v.object({
  layout: v.optional(v.picklist(LAYOUT_MODES)),
  spacing: v.optional(pixels),
  width: v.optional(pixels),
  height: v.optional(pixels),
  subviews: v.optional(v.pipe(v.array(v.lazy(() => LayoutNodeSchema)), v.maxLength(100))),
  type: v.optional(v.picklist(VIEW_TYPES)),
  text: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  fontSize: v.optional(v.pipe(v.number(), v.minValue(6), v.maxValue(96))),
  textAlign: v.optional(v.picklist(['left', 'center', 'right'])),
  // Not javascript: or data: addresses, nor another site's over plain http.
  src: v.optional(v.pipe(v.string(), v.regex(/^(\/(?![/\\])|https:\/\/)[^\s"'<>]*$/))),
  background: v.optional(v.union([v.literal('accent'), v.pipe(v.string(), v.regex(/^#[\da-f]{6}$/i))])),
  className: v.optional(v.pipe(v.string(), v.regex(/^[a-z][\w-]{0,39}$/i))),
  onTap: v.optional(v.pipe(v.string(), v.regex(/^[\w:.-]{1,60}$/))),
});

function depthOf(input: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[input, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_LAYOUT_DEPTH) return deepest;
    const subviews = (node as { subviews?: unknown } | null)?.subviews;
    if (Array.isArray(subviews)) for (const child of subviews) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** `input` as a layout, or null (logged) when it is not one. */
export function parseLayout(input: unknown): LayoutNode | null {
  if (depthOf(input) > MAX_LAYOUT_DEPTH) {
    console.warn(`[layout] dropped a description deeper than ${MAX_LAYOUT_DEPTH} levels`);
    return null;
  }
  const parsed = v.safeParse(LayoutNodeSchema, input);
  if (parsed.success) return parsed.output;
  console.warn('[layout] dropped a description that is not a layout:', v.summarize(parsed.issues));
  return null;
}
