import { useEffect, useRef } from 'react';
import { Flex, Typography } from 'antd';
import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useGetCurrentUserQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { errorStatus } from '../../app/error-message';
import { useGetConversationInfiniteQuery, useReadConversationMutation } from '../../chat/api';
import { unseenCount } from '../../chat/cache';
import { Composer } from '../../chat/Composer';
import { Conversation } from '../../chat/Conversation';
import { useSendMessage } from '../../chat/useSend';
import { usePageVisible } from '../../chat/visibility';
import { ScreenError } from '../shell/Screen';
import { AdminLink, useConsoleEnv } from '../shell/env';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { useGetAdminUserQuery } from '../users/users-api';

/**
 * One author's conversation as organisers see it. While it is on screen the author's messages
 * count as read (POST /api/admin/messages/read/{userId}), for every organiser at once.
 */
export function AdminConversation({ userId }: { userId: number }) {
  const t = useT();
  const env = useConsoleEnv();
  const { search } = useLocation();
  const { data: me } = useGetCurrentUserQuery();
  const author = useGetAdminUserQuery(userId);
  const conversation = useGetConversationInfiniteQuery(userId);
  const [markRead] = useReadConversationMutation();
  const send = useSendMessage(env.api, `/api/admin/messages/${userId}`, userId);
  const visible = usePageVisible();
  const unread = unseenCount(conversation.data, false);
  const loaded = conversation.isSuccess;

  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!visible || !loaded || (opened.current === userId && unread === 0)) return;
    opened.current = userId;
    void markRead(userId)
      .unwrap()
      .catch(() => undefined);
  }, [visible, loaded, unread, userId, markRead]);

  if (errorStatus(author.error) === 404) return <NotFoundScreen />;
  if (author.error && !author.data)
    return <ScreenError error={author.error} retry={() => void author.refetch()} />;
  const user = author.data?.user;
  const name = user ? `${user.name} ${user.surname}` : '';

  return (
    <section className="chat-admin__pane" aria-labelledby="conversation-title">
      <Flex justify="space-between" align="center" wrap gap="small">
        <div>
          <AdminLink to={`/admin/messages${search}`} className="chat-admin__back">
            <ArrowLeftOutlined aria-hidden="true" /> {t('chat.admin.back')}
          </AdminLink>
          <Typography.Title level={2} id="conversation-title" style={{ margin: 0, fontSize: 20 }}>
            {name || '…'}
          </Typography.Title>
          {user ? <Typography.Text type="secondary">{user.email}</Typography.Text> : null}
        </div>
        <AdminLink to={`/admin/users/view/${userId}`}>
          <UserOutlined aria-hidden="true" /> {t('chat.admin.viewUser')}
        </AdminLink>
      </Flex>
      <Conversation
        history={conversation.data}
        isLoading={conversation.isLoading}
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
        viewer="admin"
        authorName={name}
        env={env.api}
        emptyText={t('chat.adminEmpty')}
      />
      {!conversation.isLoading ? (
        <Composer key={userId} onSend={send} draftKey={`admin:${me?.id ?? 0}:${userId}`} />
      ) : null}
    </section>
  );
}
