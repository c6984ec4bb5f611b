import { useCallback } from 'react';
import type { MessageDto } from '@conf/common';
import type { ApiEnvironment } from '../app/api';
import { useAppDispatch } from '../app/hooks';
import { useLocale } from '../app/LocalLink';
import { chatApi } from './api';
import { addMessage } from './cache';
import type { SendMessage } from './Composer';
import { postForm } from './transport';

/**
 * Sends through `path` (multipart: `body` and the optional `attachment`) with upload progress,
 * then shows the stored message at once; the socket's echo of it later changes nothing.
 */
export function useSendMessage(
  env: ApiEnvironment,
  path: string,
  conversation: number | 'mine',
): SendMessage {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  return useCallback(
    async (body, file, onProgress) => {
      const form = new FormData();
      form.append('body', body);
      if (file) form.append('attachment', file, file.name);
      const message = await postForm<MessageDto>({ env, path, form, locale, onProgress }).done;
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
    [dispatch, env, path, conversation, locale],
  );
}
