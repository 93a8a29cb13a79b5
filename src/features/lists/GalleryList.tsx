// An endless list of sketch cards (grid or large list) with the viewer's visibility filters
// applied (spec part 1 §5): the gallery screen and the tabs of the home variant use it.
import { useMemo, type ReactNode } from 'react';
import type { CardMode } from '../../components/ViewToggle';
import { SketchGrid } from '../../components/SketchGrid';
import { useEndlessList, type EndlessList, type Page } from '../../queries/endlessList';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';
import type { SketchCard } from '../../api/schemas/sketchCards';

export const EMPTY_GALLERY_TEXT = 'No sketches here yet.';

export interface GalleryListProps<P extends Page<SketchCard>> {
  /** The list's key and pages (src/queries/galleries.ts). */
  list: EndlessList<P>;
  mode: CardMode;
  /** Lists of the people the viewer follows keep only those (spec part 1 §5). */
  followedOnly?: boolean;
  empty?: ReactNode;
}

export function GalleryList<P extends Page<SketchCard>>({ list: def, mode, followedOnly = false, empty = EMPTY_GALLERY_TEXT }: GalleryListProps<P>) {
  const user = useSession((s) => s.user);
  // Back or forward shows the list as it was left (the screen's loader: loadEndlessList), so the
  // saved scroll position fits it.
  const list = useEndlessList(def);
  const visible = useMemo(() => visibleSketches(list.items, user, { followedOnly }), [list.items, user, followedOnly]);
  return (
    <SketchGrid
      sketches={visible}
      mode={mode}
      list={list}
      empty={empty}
    />
  );
}
