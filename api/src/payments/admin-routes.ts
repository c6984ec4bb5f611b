import { Router } from 'express';
import { idParamsSchema, paymentDecisionSchema, paymentListQuerySchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { input, validate } from '../http/validate.js';
import { presentAdminPayment } from './presenter.js';
import { decidePayment, listPayments } from './service.js';

/** `/api/admin/payments`, behind the admin guard. */
export function adminPaymentRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', validate('query', paymentListQuerySchema), async (req, res) => {
    const query = input(req, 'query', paymentListQuerySchema);
    const { rows, count } = await listPayments(ctx, query);
    res.json({
      data: rows.map((p) => presentAdminPayment(req.user!, p)),
      total: count,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  router.patch(
    '/:id',
    validate('params', idParamsSchema),
    validate('body', paymentDecisionSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      const payment = await decidePayment(
        ctx,
        req.user!,
        id,
        input(req, 'body', paymentDecisionSchema),
      );
      res.json(presentAdminPayment(req.user!, payment));
    },
  );

  return router;
}
