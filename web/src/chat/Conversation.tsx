import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import { useT } from '../app/intl';
import { useRealtimeStatus } from '../app/socket-hooks';
import { apiErrorBody } from '../app/error-message';
import { flatten, type History } from './cache';
import { MessageItem, type Viewer } from './MessageItem';
import './chat.css';

/** What the conversation reads of its infinite query (newest page first, older ones after). */
export interface ConversationQuery {
  data?: History;
  isLoading: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface ConversationProps {
  query: ConversationQuery;
  viewer: Viewer;
  /** How the author's messages are labelled (organisers see the author's name). */
  authorName: string;
  emptyText: string;
}

/** Close enough to the bottom that a new message should scroll into view. */
const STICK_PX = 80;
/** Close enough to the top that older messages are fetched. */
const LOAD_OLDER_PX = 40;

/** A connection that is merely starting is not worth a banner; one still down after this is. */
const STATUS_DELAY_MS = 2_000;

function useConnectionNotice(): 'chat.status.offline' | 'chat.status.connecting' | null {
  const status = useRealtimeStatus();
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (status !== 'connecting') return undefined;
    const timer = setTimeout(() => setLate(true), STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
  if (status === 'paused') return 'chat.status.offline';
  return status === 'connecting' && late ? 'chat.status.connecting' : null;
}

/**
 * The message history, oldest at the top. It opens at the newest message, follows new ones while
 * the reader is at the bottom, and loads older pages when scrolled to the top (or on the button)
 * without moving what the reader is looking at.
 */
export function Conversation(props: ConversationProps) {
  const { query, viewer } = props;
  const { data: history, isLoading, error } = query;
  const hasOlder = query.hasNextPage;
  const loadingOlder = query.isFetchingNextPage;
  const onLoadOlder = useCallback(() => void query.fetchNextPage(), [query]);
  const t = useT();
  const notice = useConnectionNotice();
  const messages = flatten(history);
  const listRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ oldest?: number; newest?: number; height: number }>({ height: 0 });
  const atBottom = useRef(true);

  const scrollToBottom = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const oldest = messages[0]?.id;
  const newestMessage = messages.at(-1);
  const newest = newestMessage?.id;
  const newestIsMine = newestMessage
    ? viewer === 'admin'
      ? newestMessage.fromAdmin
      : !newestMessage.fromAdmin
    : false;

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const before = seen.current;
    if (
      before.newest === undefined ||
      (newest !== before.newest && (atBottom.current || newestIsMine))
    ) {
      scrollToBottom();
    } else if (oldest !== before.oldest && newest === before.newest) {
      // Older messages went in above: keep the same message under the reader's eyes.
      el.scrollTop += el.scrollHeight - before.height;
    }
    seen.current = { oldest, newest, height: el.scrollHeight };
  }, [oldest, newest, newestIsMine, scrollToBottom]);

  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    seen.current.height = el.scrollHeight;
    if (el.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };
  const onImageLoad = () => {
    if (atBottom.current) scrollToBottom();
    if (listRef.current) seen.current.height = listRef.current.scrollHeight;
  };

  if (isLoading) {
    return (
      <div className="chat-state" role="status">
        <Spin />
        <span>{t('site.loading')}</span>
      </div>
    );
  }
  if (error && !history) {
    return (
      <Alert
        type="error"
        showIcon
        message={apiErrorBody(error)?.message ?? t('site.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('site.retry')}</Button>}
      />
    );
  }

  return (
    <div className="chat-conversation">
      {notice ? (
        <p className="chat-status" role="status">
          {t(notice)}
        </p>
      ) : null}
      <div
        ref={listRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={t('chat.log')}
        // A scrolling region must take the focus, or keyboard users cannot scroll the history.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder ? (
          <div className="chat-older">
            <Button size="small" onClick={onLoadOlder} loading={loadingOlder}>
              {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
            </Button>
          </div>
        ) : messages.length > 0 ? (
          <p className="chat-start">{t('chat.start')}</p>
        ) : null}
        {messages.length === 0 ? (
          <Empty description={props.emptyText} />
        ) : (
          <ol className="chat-messages">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                viewer={viewer}
                authorName={props.authorName}
                onImageLoad={onImageLoad}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
