import path from 'node:path';
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import {
  contactsQuerySchema,
  conversationParamsSchema,
  messageBodySchema,
  messageHistoryQuerySchema,
  messageIdParamsSchema,
} from '@conf/common';
import type { AppContext } from '../context.js';
import { notFromNavigation, requireUser } from '../auth/middleware.js';
import { sendStoredFile } from '../files/download.js';
import { NotFoundError } from '../http/errors.js';
import { input, parseOrThrow, validate } from '../http/validate.js';
import { uploadQuota } from '../quotas/enforce.js';
import { attachmentDir, receiveAttachment, removeQuietly } from './attachments.js';
import { canReadMessage } from './policy.js';
import {
  conversationPage,
  listContacts,
  markReadByAuthor,
  markReadByOrganisers,
  sendMessage,
} from './service.js';

/** Whatever fails after multer wrote the attachment (bad input, refused type, database) removes it. */
const discardUpload: ErrorRequestHandler = (err, req, _res, next) => {
  void removeQuietly(req.file?.path).then(() => next(err));
};

/** `/api/user/messages`: the signed-in author's own conversation with the organisers. */
export function userMessageRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireUser);

  router.get('/', validate('query', messageHistoryQuerySchema), async (req, res) => {
    res.json(
      await conversationPage(ctx, req.user!.id, input(req, 'query', messageHistoryQuerySchema)),
    );
  });

  const receive = receiveAttachment(ctx.config.uploadDir);
  router.post('/', uploadQuota(ctx), receive, uploadQuota(ctx), async (req, res) => {
    const { body } = parseOrThrow(messageBodySchema, req.body ?? {});
    const sender = req.user!;
    const message = await sendMessage(ctx, {
      authorId: sender.id,
      sender,
      fromAdmin: false,
      body,
      upload: req.file,
    });
    res.status(201).json(message);
  });

  // POST is what the apps use; the specification's GET stays for clients that send `lang-code`.
  const readMine: RequestHandler = async (req, res) => {
    res.json(await markReadByAuthor(ctx, req.user!.id));
  };
  router.get('/read', notFromNavigation, readMine);
  router.post('/read', readMine);

  router.use(discardUpload);
  return router;
}

/** `/api/admin/messages`: the organisers' side of every conversation (behind the admin guard). */
export function adminMessageRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/contacts', validate('query', contactsQuerySchema), async (req, res) => {
    res.json(await listContacts(ctx, input(req, 'query', contactsQuerySchema)));
  });

  const readConversation: RequestHandler = async (req, res) => {
    const { userId } = input(req, 'params', conversationParamsSchema);
    res.json(await markReadByOrganisers(ctx, userId));
  };
  const readParams = validate('params', conversationParamsSchema);
  router.get('/read/:userId', notFromNavigation, readParams, readConversation);
  router.post('/read/:userId', readParams, readConversation);

  router.get(
    '/:userId',
    validate('params', conversationParamsSchema),
    validate('query', messageHistoryQuerySchema),
    async (req, res) => {
      const { userId } = input(req, 'params', conversationParamsSchema);
      res.json(await conversationPage(ctx, userId, input(req, 'query', messageHistoryQuerySchema)));
    },
  );

  router.post('/:userId', receiveAttachment(ctx.config.uploadDir), async (req, res) => {
    const { userId } = parseOrThrow(conversationParamsSchema, req.params);
    const { body } = parseOrThrow(messageBodySchema, req.body ?? {});
    const message = await sendMessage(ctx, {
      authorId: userId,
      sender: req.user!,
      fromAdmin: true,
      body,
      upload: req.file,
    });
    res.status(201).json(message);
  });

  router.use(discardUpload);
  return router;
}

/** `/api/messages/{id}/attachment`: only the conversation's author and the organisers may read it. */
export function messageAttachmentRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/:id/attachment',
    requireUser,
    validate('params', messageIdParamsSchema),
    async (req, res) => {
      const { id } = input(req, 'params', messageIdParamsSchema);
      const message = await ctx.models.Message.findByPk(id);
      // Someone else's message answers exactly like a missing one.
      if (!message?.attachmentStoredName || !canReadMessage(req.user, message))
        throw NotFoundError();
      // Always a download, named from the type detected when it was sent.
      await sendStoredFile(
        res,
        path.join(attachmentDir(ctx.config.uploadDir), message.attachmentStoredName),
        {
          originalName: message.attachmentOriginalName ?? '',
          mime: message.attachmentMime ?? 'application/octet-stream',
          fallbackName: 'attachment',
        },
      );
    },
  );
  return router;
}
