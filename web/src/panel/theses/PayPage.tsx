import { Alert, Card, Descriptions, Space, Statistic, Typography } from 'antd';
import { RECEIPT_LIMITS, contract } from '@conf/common';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/intl';
import { showSuccess } from '../../app/toast';
import { useGetMyThesisQuery, useGetPaymentStateQuery } from '../panel-api';
import { FileUploadForm } from '../shared/FileUploadForm';
import { QueryState } from '../shared/QueryState';
import { PaymentStatusTag } from '../shared/StatusTags';
import { feeText, megabytes } from '../shared/format';
import { BankDetails } from './BankDetails';
import { RECEIPT_ACCEPT, blockedReason, receiptProblem } from './pay-rules';
import { useAbstractId } from '../shared/abstract-id';
import { PanelPage } from '../shared/PanelPage';

function ReceiptForm({ thesisId }: { thesisId: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <FileUploadForm
      label={t('panel.pay.receipt')}
      hint={t('panel.pay.receiptHint', { size: megabytes(RECEIPT_LIMITS.maxBytes) })}
      accept={RECEIPT_ACCEPT}
      part="receipt"
      check={receiptProblem}
      tooLarge="validation.receiptSize"
      submit={t('panel.pay.send')}
      send={(start, body) => start(contract.payments.send, { params: { id: thesisId }, body })}
      onSent={() => {
        dispatch(api.util.invalidateTags(['Payment', 'Thesis']));
        showSuccess(t('panel.pay.sent'));
      }}
    />
  );
}

/** /user/panel/theses/pay/:id: the fee, the bank details and the receipt upload. */
export function PayPage() {
  const t = useT();
  const { id, valid } = useAbstractId();
  const thesis = useGetMyThesisQuery(id, { skip: !valid });
  const state = useGetPaymentStateQuery(id, { skip: !valid });
  const data = state.data;
  const blocked = data ? blockedReason(data, thesis.data?.status) : null;

  return (
    <PanelPage
      titleId="pay-title"
      title={t('panel.pay.title')}
      back={{ to: `/user/panel/theses/view/${id}`, label: t('panel.view.title') }}
    >
      <QueryState
        isLoading={valid && (state.isLoading || thesis.isLoading)}
        error={valid ? (state.error ?? thesis.error) : { message: t('error.abstractNotFound') }}
        onRetry={() => {
          void state.refetch();
          void thesis.refetch();
        }}
      >
        {data && (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {thesis.data && <Typography.Paragraph strong>{thesis.data.title}</Typography.Paragraph>}
            <Card>
              <Statistic title={t('panel.pay.amount')} value={feeText(t, data.fee)} />
            </Card>
            {blocked ? (
              <Alert
                type={
                  blocked === 'panel.pay.received' || blocked === 'panel.pay.exempt'
                    ? 'success'
                    : 'info'
                }
                showIcon
                role="status"
                title={t(blocked)}
              />
            ) : (
              <>
                {data.payment?.status === 'rejected' && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('panel.pay.rejected')}
                    description={
                      data.payment.reason
                        ? t('panel.view.reason', { reason: data.payment.reason })
                        : undefined
                    }
                  />
                )}
                <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.pay.bank')}</h2>}>
                  <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
                    <Descriptions.Item label={t('panel.pay.amount')}>
                      {feeText(t, data.fee)}
                    </Descriptions.Item>
                  </Descriptions>
                  {data.fee.currency ? <BankDetails currency={data.fee.currency} /> : null}
                  <Typography.Paragraph style={{ marginTop: 12 }}>
                    {t('panel.pay.reference', { id })}
                  </Typography.Paragraph>
                </Card>
                <Card>
                  <ReceiptForm thesisId={id} />
                </Card>
              </>
            )}
            {data.payments.length > 0 && (
              <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('panel.view.payment')}</h2>}>
                {[...data.payments].reverse().map((p) => (
                  <p key={p.id}>
                    <PaymentStatusTag status={p.status} />{' '}
                    {t('panel.fee.amount', { amount: p.amount, currency: p.currency })}
                    {p.reason && ` · ${t('panel.view.reason', { reason: p.reason })}`}
                  </p>
                ))}
              </Card>
            )}
          </Space>
        )}
      </QueryState>
    </PanelPage>
  );
}
