// Image addresses in entity fields. The client appends `/{size}.jpg`. When a user picks a
// sketch as avatar or cover the sketch id becomes part of the address, so a new pick is a new
// address; the picture under it still changes when the artist turns that sketch, so such an
// avatar or cover is cached as a sketch's picture is (server/routes/images.ts).

export const sketchImageUrl = (sketchId: number) => `/img/sketch/${sketchId}`;
export const sketchPngUrl = (sketchId: number) => `/img/sketch/${sketchId}/full.png`;

export function avatarUrl(userId: number, avatarSketchId: number | null = null): string {
  return avatarSketchId ? `/img/avatar/${userId}-${avatarSketchId}` : `/img/avatar/${userId}`;
}

export function coverUrl(userId: number, coverSketchId: number | null = null): string {
  return coverSketchId ? `/img/cover/${userId}-${coverSketchId}` : `/img/cover/${userId}`;
}

/** The picture of a shared image a gloperator made from a sketch. */
export const sharedImageUrl = (uuid: string) => `/img/shared/${uuid}`;

/** Thumbnail of a shared brush (a stroke sample, 3:2). */
export const brushImageUrl = (brushId: number) => `/img/brush/${brushId}`;
