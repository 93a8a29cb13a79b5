// Live stream, chat and whiteboard addresses (one domain of the site's builders: ./site.ts says
// why they are split).
import { PRODUCT_FILE_EXTENSION } from '../product';
import { segment } from './site';

export const realtimePaths = {
  stream: (id: number | string) => `/stream/${segment(id)}`,
  streams: () => '/streams',
  /** All live streams at once, a contact sheet of their pictures. */
  streamSheet: () => '/stream/sheet',
  /** Start a live stream: hands over to the drawing app (its deep link). */
  streamStart: () => '/stream/start',
  /** The chat; a room (channel) is /chat/{room} (spec part 2 §2 Chat). */
  chat: (room?: string) => (room ? `/chat/${segment(room)}` : '/chat'),
  /** The shared whiteboard (board 0), its slices (History), its download and its preview. */
  whiteboard: () => '/whiteboard',
  whiteboardSlice: (index: number) => `/slice/0_${segment(index)}.png`,
  whiteboardDownload: () => `/download/0.${PRODUCT_FILE_EXTENSION}`,
  whiteboardPreview: () => '/whiteboard/preview.png',
} as const;
