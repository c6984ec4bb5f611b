import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';

/** Marks a request that came from the server renderer, not from the network (logging skips it). */
export const IN_PROCESS = Symbol('in-process request');

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A `fetch` that answers from the Express app in this process: the server renderer's loaders
 * reach the contract's handlers (guards, validation, errors and all) without a loopback HTTP
 * request, its socket, parsing and serialisation. The request never touches the network, so it
 * has no client address: rate limits keyed on it do not apply to the renderer's reads.
 */
export function inProcessFetch(app: NodeHandler): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? null
        : Buffer.from(await request.arrayBuffer());

    const req = new IncomingMessage(new Socket());
    req.method = request.method;
    req.url = url.pathname + url.search;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const headers: IncomingHttpHeaders = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
      req.rawHeaders.push(name, value);
    });
    if (body) headers['content-length'] = String(body.length);
    req.headers = headers;
    (req as unknown as Record<symbol, boolean>)[IN_PROCESS] = true;
    if (body) req.push(body);
    req.push(null);

    const res = new ServerResponse(req);
    return new Promise<Response>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : Buffer.from(chunk as Uint8Array),
        );
      };
      // Own properties, not a subclass: Express swaps the response's prototype for its own.
      res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
        if (!res.headersSent) res.writeHead(res.statusCode);
        collect(chunk, encoding);
        const done = typeof encoding === 'function' ? encoding : cb;
        if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
        if (res.writableEnded) return res;
        if (!res.headersSent) res.writeHead(res.statusCode);
        collect(chunk, encoding);
        (res as { finished: boolean }).finished = true;
        const out = new Headers();
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
        }
        const status = res.statusCode;
        const empty = status === 204 || status === 304 || request.method === 'HEAD';
        resolve(
          new Response(empty ? null : Buffer.concat(chunks), {
            status,
            statusText: res.statusMessage,
            headers: out,
          }),
        );
        res.emit('prefinish');
        res.emit('finish');
        res.emit('close');
        const done = [chunk, encoding, cb].find((a) => typeof a === 'function');
        if (done) queueMicrotask(() => (done as () => void)());
        return res;
      }) as typeof res.end;
      res.on('error', reject);
      try {
        app(req, res);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  };
}
