// What a write that got no answer says (offline, or the server down). The spec's texts for a
// failed write reload the page so it shows the truth again (a rating, a comment); without an
// answer the reload would fail too and take the page away. So the page stays, keeps what was
// typed, and says so, and the write can be tried again.
export const unsentText = (what: string) => `Sorry, ${what} could not be sent. Please check your connection and try again.`;
