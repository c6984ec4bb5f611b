import { FileOutlined } from '@ant-design/icons';
import { contract, requestFor, type MessageAttachmentDto } from '@conf/common';
import { useT } from '../app/intl';
import { useApiFileUrl } from '../app/transfer-hooks';
import { formatSize, isImage } from './attachment';

/**
 * A message's attachment, read through its authorised route: an image shown in place, any other
 * file as a download link.
 */
export function AttachmentView({
  messageId,
  attachment,
  onImageLoad,
}: {
  messageId: number;
  attachment: MessageAttachmentDto;
  onImageLoad?: () => void;
}) {
  const t = useT();
  const url = useApiFileUrl(
    requestFor(contract.messages.attachment, { params: { id: messageId } }),
  );
  if (isImage(attachment.mime)) {
    return (
      <a
        className="chat-attachment chat-attachment--image"
        href={url ?? undefined}
        target="_blank"
        rel="noreferrer"
      >
        {url ? (
          <img
            src={url}
            alt={t('chat.attachment.image', { name: attachment.name })}
            onLoad={onImageLoad}
          />
        ) : (
          <span className="chat-attachment__placeholder">{attachment.name}</span>
        )}
      </a>
    );
  }
  return (
    <a
      className="chat-attachment chat-attachment--file"
      href={url ?? undefined}
      download={attachment.name}
      aria-label={t('chat.attachment.download', { name: attachment.name })}
    >
      <FileOutlined aria-hidden="true" />
      <span className="chat-attachment__name">{attachment.name}</span>
      <span className="chat-attachment__size">{formatSize(attachment.size)}</span>
    </a>
  );
}
