import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@conf/common';

/**
 * Multipart uploads with progress. RTK Query's fetch cannot report upload progress, so long
 * uploads (a 50 MB archive) go through XMLHttpRequest. A failure is shaped like an RTK Query
 * error (`{ status, data }`) so that the shared error helpers read it the same way.
 */
export interface UploadError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  data?: unknown;
}

export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as UploadError).status === 'ABORTED';
}

export interface UploadRequest {
  url: string;
  body: FormData;
  locale: Locale;
  onProgress: (percent: number) => void;
}

export function upload<T>({ url, body, locale, onProgress }: UploadRequest): {
  done: Promise<T>;
  abort: () => void;
} {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('lang-code', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject({ status: xhr.status, data } satisfies UploadError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies UploadError);
    xhr.onabort = () => reject({ status: 'ABORTED' } satisfies UploadError);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}

/** One upload at a time with its progress; cancelled when the screen goes away. */
export function useUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  useEffect(() => () => abortRef.current?.(), []);

  const start = useCallback(async <T>(request: Omit<UploadRequest, 'onProgress'>): Promise<T> => {
    setPercent(0);
    const { done, abort } = upload<T>({ ...request, onProgress: setPercent });
    abortRef.current = abort;
    try {
      return await done;
    } finally {
      abortRef.current = null;
      setPercent(null);
    }
  }, []);

  const cancel = useCallback(() => abortRef.current?.(), []);

  return { percent, uploading: percent !== null, start, cancel };
}
