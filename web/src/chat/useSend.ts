import { useCallback } from 'react';
import { contract } from '@conf/common';
import { useAppDispatch } from '../app/hooks';
import { useLocale } from '../app/LocalLink';
import { uploadWithProgress } from '../app/transfer';
import { useApiEnvironment } from '../app/transfer-hooks';
import { chatApi } from './api';
import { addMessage } from './cache';
import type { SendMessage } from './Composer';

/**
 * Sends into a conversation (multipart: `body` and the optional `attachment`) with upload
 * progress: the author's own ('mine') or, for organisers, the one of author `conversation`. The
 * stored message shows at once; the socket's echo of it later changes nothing.
 */
export function useSendMessage(conversation: number | 'mine'): SendMessage {
  const dispatch = useAppDispatch();
  const env = useApiEnvironment();
  const locale = useLocale();
  return useCallback(
    async (text, file, onProgress) => {
      const body = new FormData();
      body.append('body', text);
      if (file) body.append('attachment', file, file.name);
      const { done } =
        conversation === 'mine'
          ? uploadWithProgress(env, locale, onProgress, contract.messages.send, { body })
          : uploadWithProgress(env, locale, onProgress, contract.messages.reply, {
              params: { userId: conversation },
              body,
            });
      const message = await done;
      dispatch(
        conversation === 'mine'
          ? chatApi.util.updateQueryData('getMyConversation', undefined, (h) =>
              addMessage(h, message),
            )
          : chatApi.util.updateQueryData('getConversation', conversation, (h) =>
              addMessage(h, message),
            ),
      );
    },
    [dispatch, env, conversation, locale],
  );
}
