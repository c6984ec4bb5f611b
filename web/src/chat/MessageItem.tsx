import type { Locale, MessageDto } from '@conf/common';
import { useIntl } from 'react-intl';
import { useT } from '../app/intl';
import { AttachmentView } from './AttachmentView';
import { formatMessageTime } from './time';

export type Viewer = 'author' | 'admin';

/**
 * One message. The reader's own messages carry the seen mark (spec: ✓ sent, ✓✓ read by the
 * other side); the other side's carry their sender's name.
 */
export function MessageItem({
  message,
  viewer,
  authorName,
  onImageLoad,
}: {
  message: MessageDto;
  viewer: Viewer;
  authorName: string;
  onImageLoad?: () => void;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const mine = viewer === 'admin' ? message.fromAdmin : !message.fromAdmin;
  const sender = mine ? t('chat.you') : message.fromAdmin ? t('chat.organisers') : authorName;
  const status = message.isSeen ? t('chat.seen') : t('chat.sent');
  return (
    <li className={`chat-msg${mine ? ' chat-msg--mine' : ''}`} data-message-id={message.id}>
      <div className="chat-msg__bubble">
        <span className="chat-msg__sender">{sender}</span>
        {message.body ? <p className="chat-msg__body">{message.body}</p> : null}
        {message.attachment ? (
          <AttachmentView
            messageId={message.id}
            attachment={message.attachment}
            onImageLoad={onImageLoad}
          />
        ) : null}
        <span className="chat-msg__meta">
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, locale)}</time>
          {mine ? (
            <span
              className="chat-msg__status"
              data-seen={message.isSeen ? 'true' : 'false'}
              role="img"
              aria-label={status}
              title={status}
            >
              {message.isSeen ? '✓✓' : '✓'}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}
