import type { z } from 'zod';

/**
 * The vocabulary of the API contract. Each route is data (method, path, who may call it, the
 * schemas of its inputs, what it answers): the API mounts from it, every client calls through it,
 * and the OpenAPI document is generated from it. Nothing here does I/O.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API is mounted; every route's path is relative to it. */
export const API_PREFIX = '/api';

/**
 * Who may call a route. The API enforces it before the handler runs; the authorisation matrix
 * test reads it. `public` handlers still see the caller when a valid token came along.
 * - `account`: anyone signed in, reviewers included: their own account and session.
 * - `user`: the authors' area (abstracts, payments, messages, participation): authors and
 *   organisers; a reviewer is refused (403).
 * - `reviewer`: the reviewer's own reviews; reviewers only.
 * - `admin`: organisers only.
 */
export type Access = 'public' | 'account' | 'user' | 'reviewer' | 'admin';

declare const replyType: unique symbol;

export type JsonStatus = 200 | 201 | 202;

/** A JSON answer of type `T`; `T` exists for the type checker only. */
export interface JsonReply<T> {
  kind: 'json';
  status: JsonStatus;
  /** The answer's type by name, for the generated reference. */
  type: string;
  /** Headers the answer may carry besides the JSON (`Set-Cookie`, …), each with what it holds. */
  headers?: Readonly<Record<string, string>>;
  readonly [replyType]?: T;
}

/** A file download (streamed by the handler itself). */
export interface FileReply {
  kind: 'file';
  mime: readonly string[];
}

/** 204 No Content. */
export interface EmptyReply {
  kind: 'empty';
}

export type Reply = JsonReply<unknown> | FileReply | EmptyReply;

export const json = <T>(
  type: string,
  status: JsonStatus = 200,
  headers?: Readonly<Record<string, string>>,
): JsonReply<T> => ({ kind: 'json', status, type, ...(headers ? { headers } : {}) });
export const file = (...mime: string[]): FileReply => ({ kind: 'file', mime });
export const empty = (): EmptyReply => ({ kind: 'empty' });

/**
 * A multipart/form-data body: one file part and, optionally, a text part holding the JSON of a
 * schema (`jsonField`) or plain text fields (`fields`). The handler reads it after the upload
 * middleware; the contract describes it for clients and the reference.
 */
export interface MultipartBody {
  kind: 'multipart';
  file: { field: string; required: boolean; mime: readonly string[] };
  jsonField?: { name: string; schema: z.ZodType };
  fields?: z.ZodObject;
}

export const multipart = <const B extends Omit<MultipartBody, 'kind'>>(
  body: B,
): B & { kind: 'multipart' } => ({ kind: 'multipart', ...body });

export interface RouteSpec {
  method: HttpMethod;
  /** Relative to `/api`, in Express syntax (`/theses/:id`). */
  path: string;
  access: Access;
  /** One line for the reference, in English. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | MultipartBody;
  reply: Reply;
  /** Kept for compatibility with the specification's names; clients use the twin route. */
  deprecated?: boolean;
  /**
   * A GET that changes state (the specification's names): answered only when the request
   * carries the `lang-code` header or a bearer token, which a cross-site link or image riding
   * on the cookie never does; otherwise 403 before anything changes.
   */
  refuseNavigation?: boolean;
}

/** Declares a route, keeping its literal types (the client and the API read them). */
export const defineRoute = <const R extends RouteSpec>(route: R): R => route;

export const isMultipart = (body: RouteSpec['body']): body is MultipartBody =>
  typeof body === 'object' && 'kind' in body && body.kind === 'multipart';

// ---- types read off a route ----------------------------------------------------------------

type Part<R extends RouteSpec, K extends 'params' | 'query'> = R[K] extends z.ZodType
  ? R[K]
  : undefined;

/** `{ part: T }`, optional when every field of T is optional, absent when the route has none. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

type BodyInput<R extends RouteSpec> = R['body'] extends MultipartBody
  ? FormData
  : R['body'] extends z.ZodType
    ? z.input<R['body']>
    : undefined;

type PartInput<R extends RouteSpec, K extends 'params' | 'query'> =
  Part<R, K> extends z.ZodType ? z.input<Part<R, K>> : undefined;

/** What a client passes to call `R`. */
export type RequestInput<R extends RouteSpec> = InputPart<'params', PartInput<R, 'params'>> &
  InputPart<'query', PartInput<R, 'query'>> &
  InputPart<'body', BodyInput<R>>;

/** The text parts of a multipart body, parsed: the JSON part's value and the plain fields. */
type MultipartOutput<B extends MultipartBody> = B extends { jsonField: { schema: infer J } }
  ? J extends z.ZodType
    ? z.output<J>
    : never
  : B extends { fields: infer F }
    ? F extends z.ZodType
      ? z.output<F>
      : never
    : undefined;

/** What the API handler of `R` receives, parsed by the route's schemas. */
export interface ParsedInput<R extends RouteSpec> {
  params: Part<R, 'params'> extends z.ZodType ? z.output<Part<R, 'params'>> : undefined;
  query: Part<R, 'query'> extends z.ZodType ? z.output<Part<R, 'query'>> : undefined;
  body: R['body'] extends MultipartBody
    ? MultipartOutput<R['body']>
    : R['body'] extends z.ZodType
      ? z.output<R['body']>
      : undefined;
}

/** The answer of `R` as a client sees it. */
export type ReplyOf<R extends RouteSpec> =
  R['reply'] extends JsonReply<infer T> ? T : R['reply'] extends FileReply ? Blob : void;

/** True when a call of `R` needs an input argument. */
export type NeedsInput<R extends RouteSpec> = object extends RequestInput<R> ? false : true;

/** The arguments after the route: the input, optional when nothing in it is required. */
export type InputArgs<R extends RouteSpec> =
  NeedsInput<R> extends true ? [input: RequestInput<R>] : [input?: RequestInput<R>];
