import { Router } from 'express';
import { idParamsSchema } from '@conf/common';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/middleware.js';
import { sendStoredFile } from '../files/download.js';
import { RECEIPT_UPLOAD, acceptUpload, withUpload } from '../files/upload.js';
import { input, validate } from '../http/validate.js';
import { uploadQuota } from '../quotas/enforce.js';
import { presentPayment } from '../theses/presenter.js';
import { viewablePayment } from './policy.js';
import { presentPaymentState } from './presenter.js';
import { assertCanPay, findPayment, paymentState, receiptPath, uploadReceipt } from './service.js';

/** The author's side of payments: the fee and state of an abstract, the receipt upload and download. */
export function paymentRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get(
    '/theses/:id/payment',
    requireUser,
    validate('params', idParamsSchema),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      res.json(presentPaymentState(await paymentState(ctx, req.user!, id)));
    },
  );

  router.post(
    '/theses/:id/payment',
    requireUser,
    validate('params', idParamsSchema),
    async (req, _res, next) => {
      await assertCanPay(ctx, req.user!, input(req, 'params', idParamsSchema).id);
      next();
    },
    uploadQuota(ctx),
    acceptUpload(ctx, RECEIPT_UPLOAD),
    uploadQuota(ctx),
    async (req, res) => {
      const { id } = input(req, 'params', idParamsSchema);
      const payment = await withUpload(req, RECEIPT_UPLOAD, (upload) =>
        uploadReceipt(ctx, req.user!, id, upload),
      );
      res.status(201).json(presentPayment(payment));
    },
  );

  router.get(
    '/payments/:id/receipt',
    requireUser,
    validate('params', idParamsSchema),
    async (req, res) => {
      const payment = viewablePayment(
        req.user,
        await findPayment(ctx, input(req, 'params', idParamsSchema).id),
      );
      // Inline, so that the organisers' console previews an image or a PDF in place (only those).
      await sendStoredFile(res, receiptPath(ctx, payment), {
        originalName: payment.receiptOriginalName,
        mime: payment.receiptMime,
        inline: true,
        fallbackName: 'receipt',
      });
    },
  );

  return router;
}
