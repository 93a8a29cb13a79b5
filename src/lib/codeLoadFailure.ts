// A chunk of the app that could not be fetched (offline, the server down or restarting), in each
// engine's words for a failed dynamic import (Chromium, WebKit, Firefox). The browser keeps such a
// failure for the document: importing the chunk again fails again, and only a new document
// fetches it anew.
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed/i;

export const isCodeLoadFailure = (error: unknown): boolean => error instanceof TypeError && FAILED_IMPORT.test(error.message);
