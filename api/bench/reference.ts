/**
 * The references of `npm run bench` (ratios.ts starts this in a child process of its own): what
 * the runtime alone does for the same work, so that the product's figures read as a ratio that a
 * noisy, shared machine cannot skew.
 *
 * - `GET /bytes/{name}`: bare Node `http` answering bytes captured from the product (a rendered
 *   page, initial_data) with the same headers and encoding.
 * - `GET /api/theses`: bare Node `http` + `pg` doing what the product's author list does: verify
 *   the bearer JWT, read the user, read a page of their abstracts with the topic's names and the
 *   total as a window count (one query, as theses/queries.ts listMyTheses).
 * - Socket.IO at /socket.io, JWT handshake reading the user, and `POST /messages/{userId}`:
 *   verify the JWT, read the sender, INSERT … RETURNING the message, emit it to the author's room.
 *
 * Environment: DATABASE_URL, JWT_SECRET, BYTES_FILE (JSON: name -> { headers, body (base64) }).
 * Prints the port it listens on.
 */
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { Server } from 'socket.io';

const key = createSecretKey(Buffer.from(process.env.JWT_SECRET!, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const captured = JSON.parse(readFileSync(process.env.BYTES_FILE!, 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;
const bytes = new Map(
  Object.entries(captured).map(([name, c]) => [
    name,
    { headers: c.headers, body: Buffer.from(c.body, 'base64') },
  ]),
);

function userIdOf(authorization: string | undefined): number | null {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  try {
    const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
    return typeof claims === 'object' ? Number(claims.sub) : null;
  } catch {
    return null;
  }
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

async function theses(req: IncomingMessage, res: ServerResponse) {
  const userId = userIdOf(req.headers.authorization);
  if (!userId) return json(res, 401, { message: 'unauthenticated' });
  const user = await pool.query('SELECT * FROM users WHERE id = $1', [userId]);
  if (!user.rows[0]) return json(res, 401, { message: 'unauthenticated' });
  const rows = await pool.query(
    `SELECT t.id, t.title, t.status, t.topic_id, t.keywords, t.submitted_at, t.decided_at,
            tp.name_en, tp.name_az, count(*) OVER () AS total
     FROM theses t LEFT JOIN topics tp ON tp.id = t.topic_id
     WHERE t.user_id = $1 ORDER BY t.submitted_at DESC, t.id DESC LIMIT 20 OFFSET 0`,
    [userId],
  );
  json(res, 200, {
    data: rows.rows,
    total: rows.rows.length ? Number((rows.rows[0] as { total: string }).total) : 0,
    page: 1,
    pageSize: 20,
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

async function message(req: IncomingMessage, res: ServerResponse, authorId: number) {
  const senderId = userIdOf(req.headers.authorization);
  if (!senderId) return json(res, 401, { message: 'unauthenticated' });
  const text = JSON.parse(await readBody(req)) as { body: string };
  const sender = await pool.query('SELECT * FROM users WHERE id = $1', [senderId]);
  if (!sender.rows[0]) return json(res, 401, { message: 'unauthenticated' });
  const stored = await pool.query(
    `INSERT INTO messages (user_id, sender_id, from_admin, body, created_at)
     VALUES ($1, $2, true, $3, now()) RETURNING *`,
    [authorId, senderId, text.body],
  );
  const row = stored.rows[0] as Record<string, unknown>;
  const dto = {
    id: row.id,
    userId: row.user_id,
    senderId: row.sender_id,
    fromAdmin: row.from_admin,
    body: row.body,
    attachment: null,
    isSeen: row.is_seen,
    seenAt: null,
    createdAt: (row.created_at as Date).toISOString(),
  };
  io.to(`user:${authorId}`).emit('new_message_user', dto);
  io.to('admins').emit('new_message_admin', dto);
  json(res, 201, dto);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const found = url.startsWith('/bytes/') ? bytes.get(url.slice('/bytes/'.length)) : undefined;
  if (found) {
    res.writeHead(200, { ...found.headers, 'content-length': found.body.length });
    res.end(found.body);
    return;
  }
  const send = /^\/messages\/(\d+)$/.exec(url);
  const work =
    url === '/api/theses'
      ? theses(req, res)
      : send && req.method === 'POST'
        ? message(req, res, Number(send[1]))
        : Promise.resolve(json(res, 404, { message: 'not found' }));
  work.catch((err: unknown) => json(res, 500, { message: String(err) }));
});

const io = new Server(server, { path: '/socket.io', serveClient: false });
io.use((socket, next) => {
  const token = (socket.handshake.auth as { token?: string }).token;
  const userId = userIdOf(token ? `Bearer ${token}` : undefined);
  if (!userId) return next(new Error('unauthenticated'));
  pool
    .query('SELECT id, role FROM users WHERE id = $1', [userId])
    .then(({ rows }) => {
      if (!rows[0]) return next(new Error('unauthenticated'));
      socket.data = { userId, isAdmin: rows[0].role === 'admin' };
      next();
    })
    .catch((err: Error) => next(err));
});
io.on('connection', (socket) => {
  void socket.join(`user:${socket.data.userId as number}`);
  if (socket.data.isAdmin) void socket.join('admins');
});

server.listen(0, '127.0.0.1', () => {
  console.log((server.address() as { port: number }).port);
});
process.on('SIGTERM', () => {
  void io.close();
  void pool.end();
  server.close(() => process.exit(0));
});
