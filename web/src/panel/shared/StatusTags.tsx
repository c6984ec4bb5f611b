import { Tag } from 'antd';
import type { ParticipantStatus, PaymentStatus, ThesisStatus } from '@conf/common';
import { useT } from '../../app/intl';

const THESIS_COLORS: Record<ThesisStatus, string> = {
  in_editor: 'processing',
  revised: 'purple',
  rejected: 'error',
  require_payment: 'warning',
  accepted: 'success',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  pending: 'processing',
  accepted: 'success',
  rejected: 'error',
};

export function ThesisStatusTag({ status }: { status: ThesisStatus }) {
  const t = useT();
  return (
    <Tag color={THESIS_COLORS[status]} data-status={status}>
      {t(`thesis.status.${status}`)}
    </Tag>
  );
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Tag color={PAYMENT_COLORS[status]} data-status={status}>
      {t(`payment.status.${status}`)}
    </Tag>
  );
}

export function ParticipantStatusTag({ status }: { status: ParticipantStatus }) {
  const t = useT();
  return (
    <Tag color={status === 'accepted' ? 'success' : 'processing'} data-status={status}>
      {t(`participant.status.${status}`)}
    </Tag>
  );
}
