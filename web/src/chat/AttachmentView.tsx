import { useEffect, useState } from 'react';
import { FileOutlined } from '@ant-design/icons';
import type { MessageAttachmentDto } from '@conf/common';
import type { ApiEnvironment } from '../app/api';
import { useT } from '../app/intl';
import { formatSize, isImage } from './attachment';
import { apiUrl, authorization } from './transport';

/**
 * The address to show an attachment from. On the web the cookie goes with a plain URL; the
 * desktop console authenticates with a header, which an <img> cannot send, so it fetches the
 * file and shows a local object URL instead.
 */
function useAttachmentUrl(env: ApiEnvironment, path: string): string | null {
  const auth = authorization(env);
  const direct = apiUrl(env, path);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!auth) return undefined;
    let revoked = false;
    let created: string | null = null;
    void fetch(direct, { headers: { authorization: auth } })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || revoked) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [auth, direct]);
  return auth ? objectUrl : direct;
}

export function AttachmentView({
  attachment,
  env,
  onImageLoad,
}: {
  attachment: MessageAttachmentDto;
  env: ApiEnvironment;
  onImageLoad?: () => void;
}) {
  const t = useT();
  const url = useAttachmentUrl(env, attachment.url);
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
