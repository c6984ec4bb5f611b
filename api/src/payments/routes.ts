import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { paginate } from '../db/list.js';
import { sendStoredFile } from '../files/download.js';
import { RECEIPT_UPLOAD, acceptUpload, withUpload } from '../files/upload.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { withinUploadQuota } from '../quotas/enforce.js';
import { presentPayment } from '../theses/presenter.js';
import { paymentPolicy } from './policy.js';
import { presentAdminPayment, presentPaymentState } from './presenter.js';
import {
  assertCanPay,
  decidePayment,
  findPayment,
  listPayments,
  paymentState,
  receiptKey,
  uploadReceipt,
} from './service.js';

const routes = contract.payments;

/** The fee of an abstract, the author's receipt, and the organisers' decision on it. */
export function paymentRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.state, async ({ user, input }) =>
      presentPaymentState(await paymentState(ctx, user, input.params.id)),
    ),

    handleHttp(
      routes.send,
      async ({ user, input, req }) => {
        const payment = await withUpload(req, RECEIPT_UPLOAD, (upload) =>
          uploadReceipt(ctx, user, input.params.id, upload),
        );
        return presentPayment(payment);
      },
      {
        // Refused before the receipt is read: someone else's abstract, or no fee due.
        precheck: ({ user, input }) => assertCanPay(ctx, user, input.params.id),
        upload: withinUploadQuota(ctx, acceptUpload(ctx, RECEIPT_UPLOAD)),
      },
    ),

    handleHttp(routes.receipt, async ({ user, input, res }) => {
      const payment = paymentPolicy.authorize(
        user,
        'view',
        await findPayment(ctx, input.params.id),
      );
      // Inline, so that the organisers' console previews an image or a PDF in place (only those).
      await sendStoredFile(res, ctx.storage, receiptKey(payment), {
        originalName: payment.receiptOriginalName,
        mime: payment.receiptMime,
        inline: true,
        fallbackName: 'receipt',
      });
    }),

    handle(routes.adminList, ({ user, input: { query } }) =>
      paginate(
        query,
        (window) => listPayments(ctx, query, window),
        (p) => presentAdminPayment(user, p),
      ),
    ),

    handle(routes.decide, async ({ user, input: { params, body } }) =>
      presentAdminPayment(user, await decidePayment(ctx, user, params.id, body)),
    ),
  ];
}
