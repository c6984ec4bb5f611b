import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { nextThesisStatus, rejectionSchema, type ThesisDto } from '@conf/common';
import { errorStatus } from '../../app/error-message';
import { useT, useTranslateKey } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { feeText } from '../../panel/shared/format';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { useAcceptThesisMutation, useRejectThesisMutation } from './theses-api';

/**
 * The organiser's decision (accepting asks for confirmation, naming the abstract): only the moves the API's abilities allow (its policy read the status
 * table); accepting says beforehand whether it asks for the fee or accepts at once.
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
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm(rejectionSchema, { reason: '' });

  const canReject = thesis.abilities.reject;
  const canAccept = thesis.abilities.accept;
  const acceptTo = nextThesisStatus(thesis.status, 'accept', { feeExempt: thesis.fee.exempt });

  const failed = (err: unknown) => {
    form.refuse(err);
    if (errorStatus(err) === 409) onConflict();
  };

  const onReject = async () => {
    const input = form.validate();
    if (!input) return;
    try {
      await reject({ id: thesis.id, ...input }).unwrap();
      setOpen(false);
      form.set('reason', '');
      showSuccess(t('adminWf.thesis.rejected'));
    } catch (err) {
      failed(err);
    }
  };

  const onAccept = async () => {
    try {
      await accept(thesis.id).unwrap();
      setConfirming(false);
      showSuccess(t('adminWf.thesis.accepted'));
    } catch (err) {
      setConfirming(false);
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
              <Button type="primary" icon={<CheckOutlined />} onClick={() => setConfirming(true)}>
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
        open={confirming}
        title={t('ux.accept.title')}
        okText={t('adminWf.thesis.accept')}
        cancelText={t('adminWf.cancel')}
        okButtonProps={{
          loading: accepting.isLoading,
          disabled: accepting.isLoading,
          icon: <CheckOutlined />,
        }}
        onOk={() => void onAccept()}
        onCancel={() => setConfirming(false)}
        className="accept-confirm"
      >
        <Typography.Paragraph strong>{thesis.title}</Typography.Paragraph>
        <ul>
          <li>
            {thesis.fee.exempt
              ? t('ux.accept.exempt')
              : t('ux.accept.toPayment', { fee: feeText(t, thesis.fee) })}
          </li>
          <li>{t('ux.accept.mail', { name: `${thesis.user.name} ${thesis.user.surname}` })}</li>
        </ul>
      </Modal>
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
            validateStatus={form.errors.reason ? 'error' : undefined}
            help={
              form.errors.reason ? (
                <span role="alert">{translate(form.errors.reason)}</span>
              ) : (
                t('adminWf.thesis.reasonHint')
              )
            }
          >
            <Input.TextArea
              id="reject-reason"
              rows={5}
              value={form.values.reason}
              onChange={(e) => form.set('reason', e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
