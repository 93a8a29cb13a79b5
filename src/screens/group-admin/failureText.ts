// What an admin alert says when a write fails: the spec's text (§8), then the server's own words
// about the refusal when it gave any (a request another admin decided meanwhile, a group name
// already taken), so the admin knows whether trying again can help.
import { serverReasonOf } from '../../api/errors';

export function failureText(text: string, error: unknown): string {
  const reason = serverReasonOf(error);
  return reason ? `${text} ${reason}` : text;
}
