import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { PAYMENT_STATUSES, canMovePayment, contract, type AdminPaymentDto } from '@conf/common';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { PaymentStatusTag, ThesisStatusTag } from '../../panel/shared/StatusTags';
import { actionsColumn, dateColumn, useAdminList } from '../shell/admin-list';
import { AdminLink } from '../shell/env';
import { PersonCell } from '../shell/PersonCell';
import { useDecidePaymentMutation } from './payments-api';
import { ReceiptPreview } from './ReceiptPreview';

const money = (p: AdminPaymentDto) => `${p.amount} ${p.currency}`;

/** Pending receipts first (the organiser's work); "all" is a choice of the screen, not an API filter. */
const withoutAll = ({ status, ...rest }: Record<string, string>) =>
  status && status !== 'all' ? { ...rest, status } : rest;

/** /admin/payments: receipts to check, filtered by status; accept, or reject with an optional reason. */
export function PaymentsPage() {
  const t = useT();
  const [decide, deciding] = useDecidePaymentMutation();
  const [rejecting, setRejecting] = useState<AdminPaymentDto | null>(null);
  const [reason, setReason] = useState('');

  const run = async (payment: AdminPaymentDto, status: 'accepted' | 'rejected', why = '') => {
    try {
      await decide({ id: payment.id, status, reason: why.trim() }).unwrap();
      showSuccess(
        t(status === 'accepted' ? 'adminWf.payments.accepted' : 'adminWf.payments.rejected'),
      );
      setRejecting(null);
      setReason('');
    } catch (err) {
      showError(err);
      void list.refetch();
    }
  };

  // The API's ability and the common status table agree before a button is offered.
  const decidable = (p: AdminPaymentDto) =>
    p.abilities.decide && canMovePayment(p.status, 'accepted');

  const list = useAdminList(
    contract.payments.adminList,
    [
      {
        title: t('adminWf.payments.receipt'),
        key: 'receipt',
        render: (_v, p) => <ReceiptPreview payment={p} />,
      },
      {
        title: t('adminWf.payments.thesis'),
        key: 'thesis',
        render: (_v, p) => (
          <Space orientation="vertical" size={2}>
            <AdminLink to={`/admin/theses/view/${p.thesis.id}`}>{p.thesis.title}</AdminLink>
            <ThesisStatusTag status={p.thesis.status} />
          </Space>
        ),
      },
      {
        title: t('adminWf.payments.author'),
        key: 'user',
        render: (_v, p) => <PersonCell person={p.user} />,
      },
      {
        title: t('adminWf.payments.amount'),
        sort: 'amount',
        render: (_v, p) => money(p),
      },
      {
        title: t('adminWf.status'),
        sort: 'status',
        render: (_v, p) => (
          <Space orientation="vertical" size={2}>
            <PaymentStatusTag status={p.status} />
            {p.reason && <Typography.Text type="secondary">{p.reason}</Typography.Text>}
          </Space>
        ),
      },
      dateColumn(t('adminWf.payments.sentAt'), 'createdAt'),
      actionsColumn(t('adminWf.actions'), (p) =>
        decidable(p) ? (
          <Space wrap>
            <Popconfirm
              title={t('adminWf.payments.acceptConfirm', { fee: money(p) })}
              okText={t('adminWf.confirm')}
              cancelText={t('adminWf.cancel')}
              // Popconfirm keeps its OK button loading until this promise settles (antd's
              // ActionButton awaits it), though its type says void.
              // eslint-disable-next-line @typescript-eslint/no-misused-promises
              onConfirm={() => run(p, 'accepted')}
            >
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined />}
                loading={deciding.isLoading}
              >
                {t('adminWf.payments.accept')}
              </Button>
            </Popconfirm>
            <Button danger size="small" icon={<CloseOutlined />} onClick={() => setRejecting(p)}>
              {t('adminWf.payments.reject')}
            </Button>
          </Space>
        ) : null,
      ),
    ],
    [
      { kind: 'search', label: t('adminWf.searchPeople') },
      {
        kind: 'select',
        key: 'status',
        label: t('adminWf.status'),
        all: false,
        options: [
          { value: 'all', label: t('adminWf.all') },
          ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payment.status.${s}`) })),
        ],
      },
    ],
    { title: t('adminWf.payments.title'), defaults: { status: 'pending' }, toQuery: withoutAll },
  );

  return (
    <>
      {list.view}
      <Modal
        open={rejecting !== null}
        title={t('adminWf.payments.rejectTitle')}
        okText={t('adminWf.payments.reject')}
        cancelText={t('adminWf.cancel')}
        okButtonProps={{ danger: true, loading: deciding.isLoading }}
        onOk={() => rejecting && void run(rejecting, 'rejected', reason)}
        onCancel={() => setRejecting(null)}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label={t('adminWf.payments.reasonOptional')} htmlFor="payment-reason">
            <Input.TextArea
              id="payment-reason"
              rows={4}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
