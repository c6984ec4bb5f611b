import { Router } from 'express';
import { publicParticipantQuerySchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/middleware.js';
import { authorize } from '../auth/policy.js';
import { NotFoundError } from '../http/errors.js';
import { input, validate } from '../http/validate.js';
import { declareParticipation, listPublicParticipants, myParticipation } from './service.js';
import { presentParticipation, presentPublicParticipant } from './presenter.js';

/**
 * `/api/participation` (the signed-in user's own), `/api/zoom` and the public
 * `/api/participants/public`.
 */
export function participantRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/participation', requireUser, async (req, res) => {
    const participant = await myParticipation(ctx, req.user!);
    res.json(participant ? presentParticipation(participant) : null);
  });

  router.post('/participation', requireUser, async (req, res) => {
    res.status(201).json(presentParticipation(await declareParticipation(ctx, req.user!)));
  });

  // Zoom access of the academic programme: approved participants only; 404 until organisers
  // have set the meeting (ZOOM_URL), which the site shows as "details coming".
  router.get('/zoom', requireUser, async (req, res) => {
    const participant = await myParticipation(ctx, req.user!);
    authorize(req.user, participant?.status === 'accepted');
    const { zoom } = ctx.config;
    if (!zoom) throw NotFoundError();
    res.json(zoom);
  });

  router.get(
    '/participants/public',
    validate('query', publicParticipantQuerySchema),
    async (req, res) => {
      const query = input(req, 'query', publicParticipantQuerySchema);
      const { rows, count } = await listPublicParticipants(ctx, query);
      res.json({
        data: rows.map((p) => presentPublicParticipant(req.locale, p)),
        total: count,
        page: query.page,
        pageSize: query.pageSize,
      });
    },
  );

  return router;
}
