import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiRequest, InputArgs, ReplyOf, RouteSpec } from '@conf/common';
import type { ApiEnvironment } from './api';
import { useAppDispatch } from './hooks';
import { useLocale } from './LocalLink';
import { authorization, fetchApiFile, apiUrl, uploadWithProgress } from './transfer';

/**
 * The environment the store was made for (its thunk argument, which the base query reads too):
 * the web's same-origin '/api', or the desktop console's server with its bearer token.
 */
export function useApiEnvironment(): ApiEnvironment {
  const dispatch = useAppDispatch();
  const [env] = useState(() => dispatch((_dispatch, _getState, extra) => extra));
  return env;
}

/** One upload at a time with its progress; cancelled when the screen goes away. */
export function useUpload() {
  const env = useApiEnvironment();
  const locale = useLocale();
  const [percent, setPercent] = useState<number | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  useEffect(() => () => abortRef.current?.(), []);

  const start = useCallback(
    async <R extends RouteSpec>(route: R, ...input: InputArgs<R>): Promise<ReplyOf<R>> => {
      setPercent(0);
      const { done, abort } = uploadWithProgress(env, locale, setPercent, route, ...input);
      abortRef.current = abort;
      try {
        return await done;
      } finally {
        abortRef.current = null;
        setPercent(null);
      }
    },
    [env, locale],
  );

  const cancel = useCallback(() => abortRef.current?.(), []);

  return { percent, uploading: percent !== null, start, cancel };
}

/**
 * An address an <img> or a link can use for an API file: the URL itself where the cookie goes
 * along, or a local object URL where a bearer header is needed (an <img> cannot send one).
 * Null until the object URL is ready.
 */
export function useApiFileUrl(request: ApiRequest | null): string | null {
  const env = useApiEnvironment();
  const locale = useLocale();
  const needsFetch = authorization(env) !== null;
  const target = request ? apiUrl(env, request) : null;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!needsFetch || !request) return undefined;
    let alive = true;
    let created: string | null = null;
    fetchApiFile(env, locale, request)
      .then(({ blob }) => {
        created = URL.createObjectURL(blob);
        if (alive) setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
    // The request is keyed by its address: a new object per render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFetch, target, env, locale]);
  if (!target) return null;
  return needsFetch ? objectUrl : target;
}
