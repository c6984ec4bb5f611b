import { useState } from 'react';
import { Alert, Button, Card, Modal, Space, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { nextThesisStatus, rejectionSchema, type ThesisDto } from '@conf/common';
import { errorStatus } from '../../app/error-message';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { feeText } from '../../panel/shared/format';
import { ThesisStatusTag } from '../../panel/shared/StatusTags';
import { TextAreaField } from '../../panel/shared/TextAreaField';
import { FormModal } from '../shell/FormModal';
import { useAcceptThesisMutation, useRejectThesisMutation } from './theses-api';

/** "Accept?": names the abstract and says what accepting does, fee and mail, before it is done. */
function AcceptConfirm({
  thesis,
  open,
  busy,
  onAccept,
  onCancel,
}: {
  thesis: ThesisDto;
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('ux.accept.title')}
      okText={t('adminWf.thesis.accept')}
      cancelText={t('adminWf.cancel')}
      okButtonProps={{ loading: busy, disabled: busy, icon: <CheckOutlined /> }}
      onOk={onAccept}
      onCancel={onCancel}
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
  );
}

interface DecisionCardProps {
  thesis: ThesisDto;
  /** The API refused a decision because the abstract moved meanwhile (409): reload it. */
  onConflict: () => void;
}

/**
 * The organiser's decision (accepting asks for confirmation, naming the abstract): only the moves
 * the API's abilities allow (its policy read the status table); accepting says beforehand whether
 * it asks for the fee or accepts at once.
 */
export function DecisionCard({ thesis, onConflict }: DecisionCardProps) {
  const t = useT();
  const [reject, rejecting] = useRejectThesisMutation();
  const [accept, accepting] = useAcceptThesisMutation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm(rejectionSchema, { reason: '' });

  const canReject = thesis.abilities.reject;
  const canAccept = thesis.abilities.accept;
  const acceptTo = nextThesisStatus(thesis.status, 'accept', { feeExempt: thesis.fee.exempt });

  /** Sends a decision; one refused because the abstract moved meanwhile (409) reloads it too. */
  const decide = async <T,>(send: () => Promise<T>) => {
    try {
      return await send();
    } catch (err) {
      if (errorStatus(err) === 409) onConflict();
      throw err;
    }
  };

  const onAccept = async () => {
    try {
      await decide(() => accept(thesis.id).unwrap());
      setConfirming(false);
      showSuccess(t('adminWf.thesis.accepted'));
    } catch (err) {
      setConfirming(false);
      form.refuse(err);
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
      <AcceptConfirm
        thesis={thesis}
        open={confirming}
        busy={accepting.isLoading}
        onAccept={() => void onAccept()}
        onCancel={() => setConfirming(false)}
      />
      <FormModal
        open={open}
        title={t('adminWf.thesis.rejectTitle')}
        okText={t('adminWf.thesis.reject')}
        danger
        busy={rejecting.isLoading}
        submit={() =>
          form.submit((body) => decide(() => reject({ id: thesis.id, ...body }).unwrap()))
        }
        saved={t('adminWf.thesis.rejected')}
        onSaved={() => form.set('reason', '')}
        onClose={() => setOpen(false)}
      >
        <TextAreaField
          form={form}
          field="reason"
          id="reject-reason"
          label={t('adminWf.thesis.reason')}
          required
          hint={t('adminWf.thesis.reasonHint')}
          rows={5}
        />
      </FormModal>
    </Card>
  );
}
