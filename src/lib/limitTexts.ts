// What a sender is told when the realtime server slows them down (issue 21 "Limits"): one text per
// kind of action, shared by the server (which sends it) and the client (which shows it).
export const LIMIT_TEXTS = {
  chat: 'You are sending messages too fast. They will be sent in a moment.',
  join: 'You are changing channels too fast. Please wait a moment.',
  report: 'You have sent many reports. Please wait a while before the next.',
  whiteboard: 'You are drawing faster than the board takes. Your strokes will follow in a moment.',
  stream: 'Frames are coming faster than the stream takes; the extra ones are dropped.',
} as const;

export type LimitedAction = keyof typeof LIMIT_TEXTS;
