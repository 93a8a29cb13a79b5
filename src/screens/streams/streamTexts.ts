// What the stream page says when the server will not let the user watch. When the server sends
// its own text (a ban's, with its length), the page shows that instead (StreamViewer.refusalText).
import type { StreamRefusal } from '../../realtime/streams/streamViewer';
import { ACCOUNT_MERGED_TEXT, banText, WARNING_DURATION } from '../../lib/ban';
import { STREAM_ENDED, STREAM_LOGIN_TO_WATCH } from '../../lib/streamRules';

export const REFUSAL_TEXTS: Record<StreamRefusal, string> = {
  not_logged_in: STREAM_LOGIN_TO_WATCH,
  not_live: STREAM_ENDED,
  wrong_user: 'Sorry, this stream could not be joined with your account. Please reload the page.',
  suspended: 'Your account is suspended: you cannot watch live streams for now.',
  warned: banText({ duration: WARNING_DURATION }),
  merged: ACCOUNT_MERGED_TEXT,
};
