import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import type { UserModel } from '../db/models/user.js';
import { sendStoredFile } from '../files/download.js';
import { NotFoundError } from '../http/errors.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { withinUploadQuota } from '../quotas/enforce.js';
import { storageKeys } from '../files/storage/index.js';
import { receiveAttachment } from './attachments.js';
import { messagePolicy } from './policy.js';
import {
  conversationPage,
  listContacts,
  markReadByAuthor,
  markReadByOrganisers,
  sendMessage,
} from './service.js';

const routes = contract.messages;

/**
 * Each author's one conversation with the organisers: the author's side, the organisers' side
 * and the attachments of both. A refused or failed send removes the attachment multer wrote.
 */
export function messageRoutes(ctx: AppContext): MountedRoute[] {
  const upload = receiveAttachment(ctx);
  const markRead = ({ user }: { user: UserModel }) => markReadByAuthor(ctx, user.id);
  const markReadOf = ({ input }: { input: { params: { userId: number } } }) =>
    markReadByOrganisers(ctx, input.params.userId);

  return [
    handle(routes.history, ({ user, input }) => conversationPage(ctx, user.id, input.query)),

    handleHttp(
      routes.send,
      ({ user, input, req }) =>
        sendMessage(ctx, {
          authorId: user.id,
          sender: user,
          fromAdmin: false,
          body: input.body.body,
          upload: req.file,
        }),
      { upload: withinUploadQuota(ctx, upload) },
    ),

    // The specification's GETs (refused to a plain link) and their POST twins do the same.
    handle(routes.markRead, markRead),
    handle(routes.markReadByGet, markRead),

    handleHttp(routes.attachment, async ({ user, input, res }) => {
      // Someone else's message answers exactly like a missing one.
      const message = messagePolicy.authorize(
        user,
        'read',
        await ctx.models.Message.findByPk(input.params.id),
      );
      if (!message.attachmentStoredName) throw NotFoundError();
      // Always a download, named from the type detected when it was sent.
      await sendStoredFile(res, ctx.storage, storageKeys.attachment(message.attachmentStoredName), {
        originalName: message.attachmentOriginalName ?? '',
        mime: message.attachmentMime ?? 'application/octet-stream',
        fallbackName: 'attachment',
      });
    }),

    handle(routes.contacts, ({ input }) => listContacts(ctx, input.query)),

    handle(routes.markReadByOrganisers, markReadOf),
    handle(routes.markReadByOrganisersByGet, markReadOf),

    handle(routes.conversation, ({ input }) =>
      conversationPage(ctx, input.params.userId, input.query),
    ),

    handleHttp(
      routes.reply,
      ({ user, input, req }) =>
        sendMessage(ctx, {
          authorId: input.params.userId,
          sender: user,
          fromAdmin: true,
          body: input.body.body,
          upload: req.file,
        }),
      { upload },
    ),
  ];
}
