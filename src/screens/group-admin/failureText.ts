// What an admin alert says when a write fails: the spec's text (§8) as it is, then on a line of its
// own the server's words about the refusal when it gave any (a request another admin decided
// meanwhile, a group name already taken), so the admin knows whether trying again can help. On
// one line, they read as one sentence ('…for group Night Owls Group not found').
import { serverReasonOf } from '../../api/errors';

export function failureText(text: string, error: unknown): string {
  const reason = serverReasonOf(error);
  return reason ? `${text}\n${reason}` : text;
}
