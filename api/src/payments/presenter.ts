import type { AdminPaymentDto, ThesisPaymentStateDto } from '@conf/common';
import type { PaymentModel } from '../db/models/payment.js';
import type { UserModel } from '../db/models/user.js';
import { presentPayment } from '../theses/presenter.js';
import { paymentPolicy } from './policy.js';
import type { paymentState } from './service.js';

export function presentAdminPayment(viewer: UserModel, payment: PaymentModel): AdminPaymentDto {
  const thesis = payment.thesis!;
  const user = payment.user!;
  return {
    ...presentPayment(payment),
    thesis: { id: thesis.id, title: thesis.title, status: thesis.status },
    user: { id: user.id, name: user.name, surname: user.surname, email: user.email },
    abilities: paymentPolicy.abilities(viewer, payment),
  };
}

export function presentPaymentState(
  state: Awaited<ReturnType<typeof paymentState>>,
): ThesisPaymentStateDto {
  const payments = state.payments.map(presentPayment);
  return { fee: state.fee, payment: payments.at(-1) ?? null, payments, canUpload: state.canUpload };
}
