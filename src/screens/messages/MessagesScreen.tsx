// The message topics (/messages, spec part 2 §2, §9): the signed-in user's conversations, latest
// first, 25 a page as the list scrolls (windowed). A visitor is asked to sign in.
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { MESSAGES_LOGIN } from '../../lib/messageRules';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { topicListDef } from '../../queries/messages';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { LoginNotice } from '../../components/LoginNotice';
import { Page } from './messageLayout';
import { TopicList } from './TopicList';

export interface MessagesData {
  signedIn: boolean;
}

export async function load({ restored }: LoadContext): Promise<MessagesData> {
  if (!(await whenSessionKnown())) return { signedIn: false };
  await loadEndlessList(topicListDef(), { restored });
  return { signedIn: true };
}

function Topics({ viewerId }: { viewerId: number }) {
  const list = useEndlessList(topicListDef());
  return <TopicList topics={list.items} viewerId={viewerId} list={list} />;
}

export default function MessagesScreen({ data }: ScreenProps<MessagesData>) {
  usePageTitle('Messages');
  const viewer = useSession(selectUser);
  return (
    <Page data-testid="messages-page">
      {data.signedIn && viewer ? (
        <>
          <h1>Messages</h1>
          <Topics viewerId={viewer.id} />
        </>
      ) : (
        <LoginNotice text={MESSAGES_LOGIN} />
      )}
    </Page>
  );
}
