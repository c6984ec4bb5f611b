import { Typography } from 'antd';
import { useGetCurrentUserQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { useGetMyConversationInfiniteQuery, useReadMyMessagesMutation } from '../../chat/api';
import { unseenCount } from '../../chat/cache';
import { Composer } from '../../chat/Composer';
import { Conversation } from '../../chat/Conversation';
import { useSendMessage } from '../../chat/useSend';
import { useReadWhileOnScreen } from '../../chat/visibility';
import { PanelPage } from '../shared/PanelPage';

/**
 * /user/panel/messages: the author's one conversation with the organisers, live. While it is on
 * screen the organisers' messages count as read (through the read route).
 */
export function MessagesPage() {
  const t = useT();
  const { data: user } = useGetCurrentUserQuery();
  const conversation = useGetMyConversationInfiniteQuery();
  const [markRead] = useReadMyMessagesMutation();
  const send = useSendMessage('mine');
  useReadWhileOnScreen(
    'mine',
    conversation.isSuccess,
    unseenCount(conversation.data, true),
    markRead,
  );

  return (
    <PanelPage titleId="messages-title" title={t('chat.title')} className="chat-page">
      <Typography.Paragraph>{t('chat.panel.intro')}</Typography.Paragraph>
      <Conversation
        query={conversation}
        viewer="author"
        authorName={user ? `${user.name} ${user.surname}` : ''}
        emptyText={t('chat.empty')}
      />
      {conversation.data || !conversation.isLoading ? (
        <Composer onSend={send} draftKey={`user:${user?.id ?? 0}`} />
      ) : null}
    </PanelPage>
  );
}

export default MessagesPage;
