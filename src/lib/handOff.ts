// What became of asking the app to do something only the app does (start a live stream, open a
// sketch file; bridge/PROTOCOL.md §5): done; dismissed by the user in the app (the page shows
// nothing); failed inside the app (`text` says so); or no app here (`text` and the download link
// say where to go). The host wiring makes it (src/app/host), the pages show it (AppHandOffNote).
export type HandOffResult =
  | { kind: 'handled' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; text: string }
  | { kind: 'noApp'; text: string; downloadUrl: string };
