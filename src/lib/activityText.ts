// One line of /activity (spec part 2 §2 Messages): what another user did, in a sentence with
// their nickname, the sketch's title and their comment kept apart (src/lib/userText.tsx). A module
// of its own, not in messageRules: only the activity screen loads the parts' view with it.
import { displayTitle } from './sketchCard';
import { sentenceText, userSentence, type SentencePart } from './userText';

type ActivityLine = { kind: 'fan' | 'heart' | 'rule' | 'comment' | 'profileComment'; user: { nickname: string }; sketch: { title: string | null } | null; text: string | null };

/** What one activity line says (the user's nickname first), its users' parts apart. */
export function activityParts(item: ActivityLine): SentencePart[] {
  const who = item.user.nickname;
  // An empty or 'null' title reads 'Untitled' (part 1 §3), as everywhere a title shows.
  const title = item.sketch ? userSentence`“${displayTitle(item.sketch.title)}”` : ['your sketch'];
  switch (item.kind) {
    case 'fan':
      return userSentence`${who} became your fan`;
    case 'heart':
      return userSentence`${who} gave a heart to ${title}`;
    case 'rule':
      return userSentence`${who} gave a thumbs-up to ${title}`;
    case 'comment':
      return userSentence`${who} commented on ${title}: ${item.text ?? ''}`;
    case 'profileComment':
      return userSentence`${who} commented on your profile: ${item.text ?? ''}`;
  }
}

/** What one activity line says, as one string. */
export const activityText = (item: ActivityLine): string => sentenceText(activityParts(item));
