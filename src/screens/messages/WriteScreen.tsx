// A new message to one user (/message/write/{userId}; spec part 2 §2, §5, §8): subject and text;
// once sent it opens the new conversation in place of this page. A user that fails to load (or a
// malformed user id) goes home; a user who does not take messages from the viewer (canMessage)
// gets no form. When it is the viewer who blocks them, the page says so and offers Unblock (asked
// first, as on a profile); once unblocked the form shows, unless they block the viewer too.
import { useSuspenseQuery } from '@tanstack/react-query';
import { answeredWithRefusal } from '../../api/errors';
import { queryClient } from '../../api/queryClient';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { Redirect, usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { blockedRecipientText, CANNOT_MESSAGE, CANNOT_MESSAGE_SELF, MESSAGES_LOGIN } from '../../lib/messageRules';
import { ACTION_FAILED, confirmUnblockText } from '../../lib/profile';
import { messagePaths } from '../../lib/paths/messages';
import { sitePaths } from '../../lib/paths/site';
import { recipientQuery, useUnblockRecipient, useWriteMessage } from '../../queries/messages';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { useSession, whenSessionKnown } from '../../stores/session';
import { LoginNotice } from '../../components/LoginNotice';
import { Page } from './messageLayout';
import { MessageForm, messageDraftKey } from './MessageForm';

export interface WriteData {
  userId: number;
  signedIn: boolean;
}

/** null: the address's user id is not a positive number (/message/write/abc). */
export interface WriteParams {
  userId: number | null;
}

export async function load({ params }: LoadContext<WriteParams>): Promise<WriteData> {
  // A visitor is asked to sign in at any compose address (the id is not used).
  if (!(await whenSessionKnown())) return { userId: params.userId ?? 0, signedIn: false };
  // Spec §2, §8: a malformed user id is a user that cannot load: home.
  if (params.userId === null) throw new Redirect(sitePaths.home());
  try {
    await queryClient.fetchQuery(recipientQuery(params.userId));
  } catch (error) {
    // Spec §2, §8: a compose page whose user fails to load goes home. Not when no answer came (offline): the
    // address stays, and the page says to try again (the resolver's error page).
    if (answeredWithRefusal(error)) throw new Redirect(sitePaths.home());
    throw error;
  }
  return { userId: params.userId, signedIn: true };
}

/** Why someone the viewer blocks gets no form, and Unblock. */
function BlockedRecipient({ userId, nickname }: { userId: number; nickname: string }) {
  const unblocking = useUnblockRecipient(userId);
  async function unblock() {
    if (!(await confirmDialog(confirmUnblockText(nickname), { confirmLabel: 'Unblock' }))) return;
    try {
      await unblocking.mutateAsync();
    } catch {
      await alertDialog(ACTION_FAILED);
    }
  }
  return (
    <div className="blocked" data-testid="write-blocked">
      <p>{blockedRecipientText(nickname)}</p>
      <Button onClick={() => void unblock()} disabled={unblocking.isPending} data-testid="write-unblock">
        {/* One inline run (see ActingBar): the button's flex layout would split the words from the name. */}
        <span>
          Unblock <bdi>{nickname}</bdi>
        </span>
      </Button>
    </div>
  );
}

function Compose({ userId }: { userId: number }) {
  const { user, canMessage, blocking } = useSuspenseQuery(recipientQuery(userId)).data;
  const viewerId = useSession((s) => s.user?.id);
  usePageTitle(`Message to ${user.nickname}`);
  const navigateFromPage = useNavigateFromPage();
  const send = useWriteMessage(userId, (id) => void navigateFromPage(messagePaths.message(id), { replace: true }));
  return (
    <>
      <a className="back" href={sitePaths.messages()}>
        Messages
      </a>
      <h1 data-testid="write-title">
        Message to <a href={sitePaths.user(user.id)} dir="auto">{user.nickname}</a>
      </h1>
      {user.id === viewerId ? (
        <p data-testid="write-self">{CANNOT_MESSAGE_SELF}</p>
      ) : canMessage ? (
        <MessageForm label="Message" withSubject send={send} draftKey={messageDraftKey(viewerId ?? 0, `to:${user.id}`)} />
      ) : blocking ? (
        <BlockedRecipient userId={user.id} nickname={user.nickname} />
      ) : (
        <p data-testid="write-cannot">{CANNOT_MESSAGE}</p>
      )}
    </>
  );
}

export default function WriteScreen({ data }: ScreenProps<WriteData, WriteParams>) {
  return <Page data-testid="write-page">{data.signedIn ? <Compose userId={data.userId} /> : <VisitorNotice />}</Page>;
}

function VisitorNotice() {
  usePageTitle('Messages');
  return <LoginNotice text={MESSAGES_LOGIN} />;
}
