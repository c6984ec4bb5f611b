import { ForeignKeyConstraintError, Op, QueryTypes, type Transaction } from 'sequelize';
import type {
  ContactDto,
  ListQuery,
  MessageDto,
  MessageHistoryQuery,
  MessagePage,
  Paginated,
  ReadMessagesResult,
} from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { likePattern, paginate } from '../db/list.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { displayName, FIELD, sniffAttachment } from './attachments.js';
import { assertMessageQuota } from '../quotas/enforce.js';
import { presentMessage } from './presenter.js';

/** A page of author `authorId`'s conversation, walking backwards from `before`. */
export async function conversationPage(
  ctx: AppContext,
  authorId: number,
  { before, limit }: MessageHistoryQuery,
): Promise<MessagePage> {
  const rows = await ctx.models.Message.findAll({
    where: { userId: authorId, ...(before ? { id: { [Op.lt]: before } } : {}) },
    order: [['id', 'DESC']],
    limit: limit + 1,
  });
  return {
    data: rows.slice(0, limit).reverse().map(presentMessage),
    hasMore: rows.length > limit,
  };
}

export interface NewMessage {
  authorId: number;
  sender: UserModel;
  fromAdmin: boolean;
  body: string;
  /** The file multer has already written, if one was sent (removed when the request fails). */
  upload?: Express.Multer.File;
}

/**
 * Stores a message, then tells both sides: the author's tabs (`new_message_user`) and every
 * organiser (`new_message_admin`), which includes the sending organiser's other tabs.
 */
export async function sendMessage(ctx: AppContext, input: NewMessage): Promise<MessageDto> {
  const { upload } = input;
  if (!input.body && !upload) throw ValidationError({ body: ['validation.messageEmpty'] });
  const mime = upload ? await sniffAttachment(upload.path) : null;
  if (upload && !mime) throw ValidationError({ [FIELD]: ['validation.attachmentType'] });
  const create = (transaction?: Transaction) =>
    ctx.models.Message.create(
      {
        userId: input.authorId,
        senderId: input.sender.id,
        fromAdmin: input.fromAdmin,
        body: input.body,
        ...(upload && {
          attachmentStoredName: upload.filename,
          attachmentOriginalName: displayName(upload.originalname),
          attachmentMime: mime,
          attachmentSize: upload.size,
        }),
      },
      { transaction },
    );
  // An author's message counts against the per-minute quota; the organisers' side has none.
  const stored = input.fromAdmin
    ? create()
    : ctx.models.sequelize.transaction(async (transaction) => {
        await assertMessageQuota(ctx, input.sender, transaction);
        return create(transaction);
      });
  const message = await stored.catch((err: unknown) => {
    // An organiser writing to an author who does not exist: the foreign key says so.
    throw err instanceof ForeignKeyConstraintError ? NotFoundError('user') : err;
  });
  const dto = presentMessage(message);
  ctx.realtime.toUser(dto.userId, 'new_message_user', dto);
  ctx.realtime.toAdmins('new_message_admin', dto);
  return dto;
}

/** The author has read the organisers' messages; organisers see the seen marks. */
export async function markReadByAuthor(
  ctx: AppContext,
  authorId: number,
): Promise<ReadMessagesResult> {
  const [count] = await ctx.models.Message.update(
    { isSeen: true, seenAt: new Date() },
    { where: { userId: authorId, fromAdmin: true, isSeen: false } },
  );
  if (count > 0) {
    ctx.realtime.toAdmins('read_user_messages', { userId: authorId, count });
    ctx.realtime.toUser(authorId, 'read_user_messages', { userId: authorId, count });
  }
  return { success: true, count };
}

/**
 * An organiser has read an author's messages. Two organisers reading at once each mark only the
 * rows still unseen (the UPDATE re-checks under its row locks), so the counts add up exactly.
 */
export async function markReadByOrganisers(
  ctx: AppContext,
  authorId: number,
): Promise<ReadMessagesResult> {
  const [count] = await ctx.models.Message.update(
    { isSeen: true, seenAt: new Date() },
    { where: { userId: authorId, fromAdmin: false, isSeen: false } },
  );
  if (count === 0 && !(await ctx.models.User.findByPk(authorId, { attributes: ['id'] }))) {
    throw NotFoundError('user');
  }
  if (count > 0) {
    ctx.realtime.toAdmins('read_admin_messages', { userId: authorId, count });
    ctx.realtime.toUser(authorId, 'read_admin_messages', { userId: authorId, count });
  }
  return { success: true, count };
}

const EXCERPT_CHARS = 120;

interface ContactRow {
  user_id: number;
  name: string;
  surname: string;
  email: string;
  message_id: number;
  body: string;
  has_attachment: boolean;
  from_admin: boolean;
  created_at: Date;
  unread: string;
  total: string;
}

/** The organisers' contact list: authors with a conversation, latest message first. */
export function listContacts(ctx: AppContext, query: ListQuery): Promise<Paginated<ContactDto>> {
  const pattern = query.q ? likePattern(query.q) : null;
  return paginate(
    query,
    async ({ limit, offset }) => {
      const rows = await ctx.models.sequelize.query<ContactRow>(
        `WITH last AS (
           SELECT DISTINCT ON (user_id) user_id, id, body, attachment_stored_name IS NOT NULL AS has_attachment,
                  from_admin, created_at
           FROM messages ORDER BY user_id, id DESC
         ), unread AS (
           SELECT user_id, count(*) AS n FROM messages
           WHERE is_seen = false AND from_admin = false GROUP BY user_id
         )
         SELECT u.id AS user_id, u.name, u.surname, u.email, last.id AS message_id, last.body,
                last.has_attachment, last.from_admin, last.created_at,
                coalesce(unread.n, 0) AS unread, count(*) OVER () AS total
         FROM last JOIN users u ON u.id = last.user_id LEFT JOIN unread ON unread.user_id = last.user_id
         WHERE CAST(:pattern AS text) IS NULL
            OR u.email ILIKE :pattern OR u.name ILIKE :pattern OR u.surname ILIKE :pattern
            OR (u.name || ' ' || u.surname) ILIKE :pattern
         ORDER BY last.id DESC
         LIMIT :limit OFFSET :offset`,
        { type: QueryTypes.SELECT, replacements: { pattern, limit, offset } },
      );
      const count = rows.length ? Number(rows[0]!.total) : await countContacts(ctx, pattern);
      return { rows, count };
    },
    presentContact,
  );
}

function presentContact(r: ContactRow): ContactDto {
  return {
    userId: r.user_id,
    name: r.name,
    surname: r.surname,
    email: r.email,
    lastMessage: {
      id: r.message_id,
      excerpt: excerpt(r.body),
      hasAttachment: r.has_attachment,
      fromAdmin: r.from_admin,
      createdAt: new Date(r.created_at).toISOString(),
    },
    unReadedCount: Number(r.unread),
  };
}

/** Only reached for a page past the end, where the window count has no row to ride on. */
async function countContacts(ctx: AppContext, pattern: string | null): Promise<number> {
  const [row] = await ctx.models.sequelize.query<{ n: string }>(
    `SELECT count(DISTINCT m.user_id) AS n FROM messages m JOIN users u ON u.id = m.user_id
     WHERE CAST(:pattern AS text) IS NULL
        OR u.email ILIKE :pattern OR u.name ILIKE :pattern OR u.surname ILIKE :pattern
        OR (u.name || ' ' || u.surname) ILIKE :pattern`,
    { type: QueryTypes.SELECT, replacements: { pattern } },
  );
  return Number(row?.n ?? 0);
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
}

/** For the organisers' dashboard: unread messages from authors, and all messages ever sent. */
export async function messageCounts(
  ctx: AppContext,
): Promise<{ unreadForAdmins: number; total: number }> {
  const [unreadForAdmins, total] = await Promise.all([
    ctx.models.Message.count({ where: { fromAdmin: false, isSeen: false } }),
    ctx.models.Message.count(),
  ]);
  return { unreadForAdmins, total };
}
