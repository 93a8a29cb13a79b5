// A file the drawing app handed to the page to upload (the bridge's `file` event). The latest
// one waits here until the upload form takes it, so it survives the page load of /upload and a
// second hand-off replaces one that was never taken.
import { create } from 'zustand';
import type { HandedFile } from '../api/handedFile';

interface HandedFileState {
  file: HandedFile | null;
  hand: (file: HandedFile) => void;
  /** Returns the waiting file and forgets it: one file fills the form once. */
  take: () => HandedFile | null;
}

export const useHandedFile = create<HandedFileState>()((set, get) => ({
  file: null,
  hand: (file) => set({ file }),
  take: () => {
    const { file } = get();
    if (file) set({ file: null });
    return file;
  },
}));
