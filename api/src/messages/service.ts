import { randomUUID } from 'node:crypto';
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
import { storageKeys } from '../files/storage/index.js';
import { removeQuietly, transactionWithFiles } from '../files/store.js';
import { assertMessageQuota } from '../quotas/enforce.js';
import { presentMessage, type StoredMessage } from './presenter.js';

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
  /** The file multer has written to UPLOAD_DIR/tmp, if one was sent (removed afterwards). */
  upload?: Express.Multer.File;
}

/**
 * Stores a message, then tells both sides: the author's tabs (`new_message_user`) and every
 * organiser (`new_message_admin`), which includes the sending organiser's other tabs.
 */
export async function sendMessage(ctx: AppContext, input: NewMessage): Promise<MessageDto> {
  try {
    return await storeMessage(ctx, input);
  } finally {
    // Kept in storage by now, or refused: either way the temporary upload goes.
    if (input.upload) await removeQuietly(input.upload.path);
  }
}

async function storeMessage(ctx: AppContext, input: NewMessage): Promise<MessageDto> {
  const { upload } = input;
  if (!input.body && !upload) throw ValidationError({ body: ['validation.messageEmpty'] });
  const mime = upload ? await sniffAttachment(upload.path) : null;
  if (upload && !mime) throw ValidationError({ [FIELD]: ['validation.attachmentType'] });
  const row: MessageInsert = {
    userId: input.authorId,
    senderId: input.sender.id,
    fromAdmin: input.fromAdmin,
    body: input.body,
    attachmentStoredName: upload ? randomUUID() : null,
    attachmentOriginalName: upload ? displayName(upload.originalname) : null,
    attachmentMime: mime,
    attachmentSize: upload?.size ?? null,
    createdAt: new Date(),
  };
  // An author's message counts against the per-minute quota; the organisers' side has none.
  const insert = async (transaction: Transaction) => {
    if (!input.fromAdmin) await assertMessageQuota(ctx, input.sender, transaction);
    return insertMessage(ctx, row, transaction);
  };
  // An attachment is kept with its row, as abstracts are (files/store.ts).
  const stored = upload
    ? transactionWithFiles(ctx.models.sequelize, ctx.storage, async (t, place) => {
        const message = await insert(t);
        await place(upload.path, storageKeys.attachment(row.attachmentStoredName!));
        return message;
      })
    : input.fromAdmin
      ? insertMessage(ctx, row)
      : ctx.models.sequelize.transaction((t) => insert(t));
  const message = await stored.catch((err: unknown) => {
    // An organiser writing to an author who does not exist: the foreign key says so.
    throw err instanceof ForeignKeyConstraintError ? NotFoundError('user') : err;
  });
  const dto = presentMessage(message);
  ctx.realtime.toUser(dto.userId, 'new_message_user', dto);
  ctx.realtime.toAdmins('new_message_admin', dto);
  return dto;
}

type MessageInsert = Omit<StoredMessage, 'id' | 'isSeen' | 'seenAt'>;

/**
 * One INSERT … RETURNING, without building a model instance: on the chat's hot path Sequelize's
 * `create` (validation, hooks, instance building) cost more CPU than the database did.
 */
async function insertMessage(
  ctx: AppContext,
  row: MessageInsert,
  transaction?: Transaction,
): Promise<StoredMessage> {
  const [stored] = await ctx.models.sequelize.query<StoredMessage>(
    `INSERT INTO messages (user_id, sender_id, from_admin, body, attachment_stored_name,
       attachment_original_name, attachment_mime, attachment_size, created_at)
     VALUES (:userId, :senderId, :fromAdmin, :body, :attachmentStoredName,
       :attachmentOriginalName, :attachmentMime, :attachmentSize, :createdAt)
     RETURNING id, is_seen AS "isSeen", seen_at AS "seenAt"`,
    { type: QueryTypes.SELECT, replacements: { ...row }, transaction },
  );
  return { ...row, ...stored! };
}

/**
 * Marks the unseen messages one side sent in the author's conversation as seen and, if there
 * were any, tells the organisers' consoles and the author's tabs with `event`.
 */
async function markSeen(
  ctx: AppContext,
  authorId: number,
  fromAdmin: boolean,
  event: 'read_user_messages' | 'read_admin_messages',
): Promise<number> {
  const [count] = await ctx.models.Message.update(
    { isSeen: true, seenAt: new Date() },
    { where: { userId: authorId, fromAdmin, isSeen: false } },
  );
  if (count > 0) {
    ctx.realtime.toAdmins(event, { userId: authorId, count });
    ctx.realtime.toUser(authorId, event, { userId: authorId, count });
  }
  return count;
}

/** The author has read the organisers' messages; organisers see the seen marks. */
export async function markReadByAuthor(
  ctx: AppContext,
  authorId: number,
): Promise<ReadMessagesResult> {
  const count = await markSeen(ctx, authorId, true, 'read_user_messages');
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
  const count = await markSeen(ctx, authorId, false, 'read_admin_messages');
  if (count === 0 && !(await ctx.models.User.findByPk(authorId, { attributes: ['id'] }))) {
    throw NotFoundError('user');
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
}

/**
 * How the contact list's search reads: the author's e-mail, name, surname or both names. A name
 * or surname containing the text is inside "name surname" too, so that one test (its trigram
 * index, migration 0061) answers for all three: a third of the tests per row.
 */
const CONTACT_SEARCH = `(CAST(:pattern AS text) IS NULL
  OR u.email ILIKE :pattern OR (u.name || ' ' || u.surname) ILIKE :pattern)`;

/**
 * The organisers' contact list: authors with a conversation, latest message first. The
 * conversations table (kept by triggers on messages, migration 0062) holds each author's latest
 * message and unread count, so a page reads its own rows by an index and the total counts
 * conversations, not messages.
 */
export function listContacts(ctx: AppContext, query: ListQuery): Promise<Paginated<ContactDto>> {
  const pattern = query.q ? likePattern(query.q) : null;
  const search = pattern ? `JOIN users u ON u.id = c.user_id WHERE ${CONTACT_SEARCH}` : '';
  return paginate(
    query,
    async ({ limit, offset }) => {
      const [rows, counted] = await Promise.all([
        ctx.models.sequelize.query<ContactRow>(
          `WITH page AS (
             SELECT c.user_id, c.last_message_id, c.unread_by_organisers
             FROM conversations c ${search}
             ORDER BY c.last_message_id DESC
             LIMIT :limit OFFSET :offset
           )
           SELECT u.id AS user_id, u.name, u.surname, u.email, m.id AS message_id, m.body,
                  m.attachment_stored_name IS NOT NULL AS has_attachment, m.from_admin,
                  m.created_at, page.unread_by_organisers AS unread
           FROM page JOIN users u ON u.id = page.user_id JOIN messages m ON m.id = page.last_message_id
           ORDER BY page.last_message_id DESC`,
          { type: QueryTypes.SELECT, replacements: { pattern, limit, offset } },
        ),
        ctx.models.sequelize.query<{ n: string }>(
          `SELECT count(*) AS n FROM conversations c ${search}`,
          { type: QueryTypes.SELECT, replacements: { pattern } },
        ),
      ]);
      return { rows, count: Number(counted[0]?.n ?? 0) };
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

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
}

/** Messages from authors that no organiser has read (the partial index messages_unread_idx). */
export function unreadForOrganisers(ctx: AppContext): Promise<number> {
  return ctx.models.Message.count({ where: { fromAdmin: false, isSeen: false } });
}

/** Unread messages from authors, and all messages ever sent. */
export async function messageCounts(
  ctx: AppContext,
): Promise<{ unreadForAdmins: number; total: number }> {
  const [unreadForAdmins, total] = await Promise.all([
    unreadForOrganisers(ctx),
    ctx.models.Message.count(),
  ]);
  return { unreadForAdmins, total };
}
