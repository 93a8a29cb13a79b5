// One conversation (/message/{id}, also /e/message/{id}; spec part 2 §2, §4, §5, §8, §9): the
// subject and the other person, the reply box, and the posts newest first, 50 a page. Opening it
// turns it read (the server does, and the badges refresh). Delete asks first and goes back to
// /messages. A thread that does not load, or whose id is malformed, goes to /messages.
import { styled } from '@linaria/react';
import { answeredWithRefusal } from '../../api/errors';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { Redirect, usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { CANNOT_MESSAGE, DELETE_THREAD_CONFIRM, MESSAGES_LOGIN, NO_SUBJECT } from '../../lib/messageRules';
import { sitePaths } from '../../lib/paths/site';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { forgetThread, invalidateAfterMessages, threadDef, useDeleteThread, useReply } from '../../queries/messages';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { LoginNotice } from '../../components/LoginNotice';
import { Page } from './messageLayout';
import { MessageForm, messageDraftKey } from './MessageForm';
import { PostList } from './PostList';
import { otherPerson } from './TopicList';

export const DELETE_THREAD_FAILED = 'Sorry, the conversation could not be deleted. Please try again in a bit.';

export interface ThreadData {
  id: number;
  signedIn: boolean;
}

/** null: the address's id is not a positive number (/message/abc). */
export interface ThreadParams {
  id: number | null;
}

export async function load({ params, restored }: LoadContext<ThreadParams>): Promise<ThreadData> {
  // A visitor is asked to sign in at any thread's address (the id is not used).
  if (!(await whenSessionKnown())) return { id: params.id ?? 0, signedIn: false };
  // Spec §2, §8: a malformed id is a thread that cannot load: the list.
  if (params.id === null) throw new Redirect(sitePaths.messages());
  try {
    await loadEndlessList(threadDef(params.id), { restored });
  } catch (error) {
    // Spec §2, §8: a thread that fails to load goes to the list. Not when no answer came (offline): the
    // address stays, and the page says to try again (the resolver's error page).
    if (answeredWithRefusal(error)) throw new Redirect(sitePaths.messages());
    throw error;
  }
  // The server marked it read: the list and the badges change.
  void invalidateAfterMessages();
  return { id: params.id, signedIn: true };
}

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  .title {
    flex: 1 1 240px;
    min-width: 0;
  }
  .with {
    margin: 0;
    color: var(--text-muted);
  }
  .with a {
    color: var(--accent);
    font-weight: 600;
    overflow-wrap: anywhere; /* a long nickname breaks rather than widen the page */
  }
  .refusal {
    color: var(--text-muted);
  }
`;

function Thread({ id, viewerId }: { id: number; viewerId: number }) {
  const list = useEndlessList(threadDef(id));
  const first = list.data?.pages[0];
  const topic = first?.topic;
  const reply = useReply(id);
  const navigateFromPage = useNavigateFromPage();
  const deletion = useDeleteThread();
  usePageTitle(topic ? `${topic.subject || NO_SUBJECT} · Messages` : 'Messages');
  if (!topic) return null;
  const other = otherPerson(topic, viewerId);

  const remove = async () => {
    if (!(await confirmDialog(DELETE_THREAD_CONFIRM, { confirmLabel: 'Delete', irreversible: true, destructive: true }))) return;
    try {
      await deletion.mutateAsync(id);
    } catch {
      await alertDialog(DELETE_THREAD_FAILED);
      return;
    }
    if (await navigateFromPage(sitePaths.messages(), { replace: true })) forgetThread(id);
  };

  return (
    <>
      <Head>
        <div className="title">
          <a className="back" href={sitePaths.messages()} data-testid="thread-back">
            Messages
          </a>
          <h1 data-testid="thread-subject">{topic.subject || NO_SUBJECT}</h1>
          <p className="with" data-testid="thread-with">
            With <a href={sitePaths.user(other.id)} dir="auto">{other.nickname}</a>
          </p>
        </div>
        <Button variant="danger" onClick={() => void remove()} data-testid="thread-delete">
          Delete
        </Button>
      </Head>
      {first?.canReply ? (
        <MessageForm label="Reply" send={reply} draftKey={messageDraftKey(viewerId, `thread:${id}`)} />
      ) : (
        <p className="refusal" data-testid="thread-cannot-reply">
          {CANNOT_MESSAGE}
        </p>
      )}
      <PostList posts={list.items} viewerId={viewerId} list={list} />
    </>
  );
}

export default function ThreadScreen({ data }: ScreenProps<ThreadData, ThreadParams>) {
  const viewer = useSession(selectUser);
  return <Page data-testid="thread-page">{data.signedIn && viewer ? <Thread id={data.id} viewerId={viewer.id} /> : <LoginNoticeTitled />}</Page>;
}

function LoginNoticeTitled() {
  usePageTitle('Messages');
  return <LoginNotice text={MESSAGES_LOGIN} />;
}
