// Shell UI state: which of the header's panels is open.
import { create } from 'zustand';

type Panel = 'menu' | 'login' | null;

interface UiState {
  openPanel: Panel;
  toggle: (panel: Exclude<Panel, null>) => void;
  close: () => void;
}

export const useUi = create<UiState>()((set) => ({
  openPanel: null,
  toggle: (panel) => set((s) => ({ openPanel: s.openPanel === panel ? null : panel })),
  close: () => set({ openPanel: null }),
}));
