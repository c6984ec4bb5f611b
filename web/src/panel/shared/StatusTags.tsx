import { Tag } from 'antd';
import type { LetterStatus, ParticipantStatus, PaymentStatus, ThesisStatus } from '@conf/common';
import { useT } from '../../app/intl';

type Translate = ReturnType<typeof useT>;

/** A status as a coloured tag named in the catalogue (`data-status` carries the status itself). */
function statusTag<S extends string>(
  colors: Record<S, string>,
  label: (t: Translate, s: S) => string,
) {
  return function StatusTag({ status }: { status: S }) {
    const t = useT();
    return (
      <Tag color={colors[status]} data-status={status}>
        {label(t, status)}
      </Tag>
    );
  };
}

export const ThesisStatusTag = statusTag<ThesisStatus>(
  {
    in_editor: 'processing',
    revised: 'purple',
    rejected: 'error',
    require_payment: 'warning',
    accepted: 'success',
  },
  (t, status) => t(`thesis.status.${status}`),
);

export const PaymentStatusTag = statusTag<PaymentStatus>(
  { pending: 'processing', accepted: 'success', rejected: 'error' },
  (t, status) => t(`payment.status.${status}`),
);

export const ParticipantStatusTag = statusTag<ParticipantStatus>(
  { in_confirmation: 'processing', accepted: 'success' },
  (t, status) => t(`participant.status.${status}`),
);

/** A visa letter request's status (the participant's list and the organisers' console). */
export const LetterStatusTag = statusTag<LetterStatus>(
  { requested: 'processing', approved: 'success', refused: 'error' },
  (t, status) => t(`letters.status.${status}`),
);
