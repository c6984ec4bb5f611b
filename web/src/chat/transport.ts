import type { ApiEnvironment } from '../app/api';

/**
 * How the chat reaches the API outside RTK Query: uploads with progress (fetch cannot report
 * it) and attachments. On the web the cookie authenticates; the desktop console's environment
 * carries the API's absolute address and an Authorization header, which are reused here.
 */
export interface UploadError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  data?: unknown;
}

export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as UploadError).status === 'ABORTED';
}

/** The API's `/api/...` path (as presenters write it) at this environment's address. */
export function apiUrl(env: ApiEnvironment, path: string): string {
  return `${env.baseUrl}${path.replace(/^\/api(?=\/)/, '')}`;
}

/** The Authorization header of the environment, if it has one (the desktop console). */
export function authorization(env: ApiEnvironment): string | null {
  const entry = Object.entries(env.forwardHeaders ?? {}).find(
    ([k]) => k.toLowerCase() === 'authorization',
  );
  return entry?.[1] ?? null;
}

export interface PostFormOptions {
  env: ApiEnvironment;
  path: string;
  form: FormData;
  locale: string;
  onProgress: (percent: number) => void;
}

/** A multipart POST with upload progress; failures are shaped like RTK Query errors. */
export function postForm<T>({ env, path, form, locale, onProgress }: PostFormOptions) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', apiUrl(env, path));
    const auth = authorization(env);
    // A bearer token stands alone; only the web's cookie needs credentials on the request.
    xhr.withCredentials = !auth;
    xhr.setRequestHeader('lang-code', locale);
    if (auth) xhr.setRequestHeader('authorization', auth);
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
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
