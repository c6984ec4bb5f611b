import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  allowedThesisEvents,
  nextThesisStatus,
  rejectionSchema,
  type ThesisDto,
} from '@conf/common';
import { errorStatus, fieldErrors } from '../../app/error-message';
import { useT, useTranslateKey } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { zodFieldErrors } from '../../auth/form';
import { feeText } from '../../panel/shared/format';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { useAcceptThesisMutation, useRejectThesisMutation } from './theses-api';

/**
 * The organiser's decision: only the events the status table (common) allows and the API's
 * abilities confirm; accepting says beforehand whether it asks for the fee or accepts at once.
 */
export function DecisionCard({
  thesis,
  onConflict,
}: {
  thesis: ThesisDto;
  onConflict: () => void;
}) {
  const t = useT();
  const translate = useTranslateKey();
  const [reject, rejecting] = useRejectThesisMutation();
  const [accept, accepting] = useAcceptThesisMutation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const events = allowedThesisEvents(thesis.status, 'admin');
  const canReject = events.includes('reject') && thesis.abilities.reject;
  const canAccept = events.includes('accept') && thesis.abilities.accept;
  const acceptTo = nextThesisStatus(thesis.status, 'accept', { feeExempt: thesis.fee.exempt });

  const failed = (err: unknown) => {
    showError(err);
    if (errorStatus(err) === 409) onConflict();
  };

  const onReject = async () => {
    const parsed = rejectionSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(zodFieldErrors(parsed.error).reason);
    try {
      await reject({ id: thesis.id, ...parsed.data }).unwrap();
      setOpen(false);
      setReason('');
      showSuccess(t('adminWf.thesis.rejected'));
    } catch (err) {
      setReasonError(fieldErrors(err).reason);
      failed(err);
    }
  };

  const onAccept = async () => {
    try {
      await accept(thesis.id).unwrap();
      showSuccess(t('adminWf.thesis.accepted'));
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('adminWf.thesis.decision')}</h2>}>
      {!canReject && !canAccept ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('adminWf.thesis.noDecision')}
        </Typography.Paragraph>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {canAccept && acceptTo && (
            <Alert
              type={thesis.fee.exempt ? 'success' : 'info'}
              showIcon
              title={
                thesis.fee.exempt
                  ? t('adminWf.thesis.acceptExempt')
                  : t('adminWf.thesis.acceptToPayment', { fee: feeText(t, thesis.fee) })
              }
              action={<ThesisStatusTag status={acceptTo} />}
            />
          )}
          <Space wrap>
            {canAccept && (
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={accepting.isLoading}
                onClick={() => void onAccept()}
              >
                {t('adminWf.thesis.accept')}
              </Button>
            )}
            {canReject && (
              <Button danger icon={<CloseOutlined />} onClick={() => setOpen(true)}>
                {t('adminWf.thesis.reject')}
              </Button>
            )}
          </Space>
        </Space>
      )}
      <Modal
        open={open}
        title={t('adminWf.thesis.rejectTitle')}
        okText={t('adminWf.thesis.reject')}
        cancelText={t('adminWf.cancel')}
        okButtonProps={{ danger: true, loading: rejecting.isLoading }}
        onOk={() => void onReject()}
        onCancel={() => setOpen(false)}
        destroyOnHidden={false}
      >
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('adminWf.thesis.reason')}
            htmlFor="reject-reason"
            required
            validateStatus={reasonError ? 'error' : undefined}
            help={
              reasonError ? (
                <span role="alert">{translate(reasonError)}</span>
              ) : (
                t('adminWf.thesis.reasonHint')
              )
            }
          >
            <Input.TextArea
              id="reject-reason"
              rows={5}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
