// A new message to one user (/message/write/{userId}; spec part 2 §2, §5, §8): subject and text;
// once sent it opens the new conversation in place of this page. A user that fails to load goes
// home; a user who does not take messages from the viewer (canMessage) gets no form.
import { useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { navigate } from '../../app/navigation';
import { Redirect, usePageTitle, type LoadContext, type ScreenProps } from '../../app/screen';
import { CANNOT_MESSAGE, MESSAGES_LOGIN } from '../../lib/messageRules';
import { messagePaths } from '../../lib/paths/messages';
import { sitePaths } from '../../lib/paths/site';
import { recipientQuery, useWriteMessage } from '../../queries/messages';
import { whenSessionKnown } from '../../stores/session';
import { LoginNotice } from '../../components/LoginNotice';
import { Page } from './messageLayout';
import { MessageForm } from './MessageForm';

export interface WriteData {
  userId: number;
  signedIn: boolean;
}

export async function load({ params }: LoadContext<{ userId: number }>): Promise<WriteData> {
  if (!(await whenSessionKnown())) return { userId: params.userId, signedIn: false };
  try {
    await queryClient.fetchQuery(recipientQuery(params.userId));
  } catch (error) {
    // Spec §2, §8: a compose page whose user fails to load goes home.
    if (error instanceof ApiError) throw new Redirect(sitePaths.home());
    throw error;
  }
  return { userId: params.userId, signedIn: true };
}

function Compose({ userId }: { userId: number }) {
  const { user, canMessage } = useSuspenseQuery(recipientQuery(userId)).data;
  usePageTitle(`Message to ${user.nickname}`);
  const send = useWriteMessage(userId, (id) => void navigate(messagePaths.message(id), { replace: true }));
  return (
    <>
      <a className="back" href={sitePaths.messages()}>
        Messages
      </a>
      <h1 data-testid="write-title">
        Message to <a href={sitePaths.user(user.id)}>{user.nickname}</a>
      </h1>
      {canMessage ? (
        <MessageForm label="Message" withSubject send={send} />
      ) : (
        <p data-testid="write-cannot">{CANNOT_MESSAGE}</p>
      )}
    </>
  );
}

export default function WriteScreen({ data }: ScreenProps<WriteData, { userId: number }>) {
  return <Page data-testid="write-page">{data.signedIn ? <Compose userId={data.userId} /> : <VisitorNotice />}</Page>;
}

function VisitorNotice() {
  usePageTitle('Messages');
  return <LoginNotice text={MESSAGES_LOGIN} />;
}
