import { useEffect, useRef } from 'react';
import { Typography } from 'antd';
import { useGetCurrentUserQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { useGetMyConversationInfiniteQuery, useReadMyMessagesMutation } from '../../chat/api';
import { unseenCount } from '../../chat/cache';
import { Composer } from '../../chat/Composer';
import { Conversation } from '../../chat/Conversation';
import { useSendMessage } from '../../chat/useSend';
import { usePageVisible } from '../../chat/visibility';

const WEB_API = { baseUrl: '/api' } as const;

/**
 * /user/panel/messages: the author's one conversation with the organisers, live. While it is on
 * screen the organisers' messages count as read (POST /api/user/messages/read).
 */
export function MessagesPage() {
  const t = useT();
  const { data: user } = useGetCurrentUserQuery();
  const conversation = useGetMyConversationInfiniteQuery();
  const [markRead] = useReadMyMessagesMutation();
  const send = useSendMessage(WEB_API, '/api/user/messages', 'mine');
  const visible = usePageVisible();
  const unread = unseenCount(conversation.data, true);
  const loaded = conversation.isSuccess;

  // Once on opening (older unread messages may lie beyond the first page), then per new arrival.
  const opened = useRef(false);
  useEffect(() => {
    if (!visible || !loaded || (opened.current && unread === 0)) return;
    opened.current = true;
    void markRead()
      .unwrap()
      .catch(() => undefined);
  }, [visible, loaded, unread, markRead]);

  return (
    <section aria-labelledby="messages-title" className="chat-page">
      <Typography.Title level={1} id="messages-title" style={{ fontSize: 28 }}>
        {t('chat.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('chat.panel.intro')}</Typography.Paragraph>
      <Conversation
        history={conversation.data}
        isLoading={conversation.isLoading}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
        viewer="author"
        authorName={user ? `${user.name} ${user.surname}` : ''}
        env={WEB_API}
        emptyText={t('chat.empty')}
      />
      {conversation.data || !conversation.isLoading ? (
        <Composer onSend={send} draftKey={`user:${user?.id ?? 0}`} />
      ) : null}
    </section>
  );
}

export default MessagesPage;
