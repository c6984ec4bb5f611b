import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Space, Typography, type GetRef, type Input } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { declineAssignmentSchema, REVIEW_DECLINE_REASON_MAX } from '@conf/common';
import { useT } from '../../app/intl';
import { useLocalePath } from '../../app/LocalLink';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { TextAreaField } from '../shared/TextAreaField';
import { useDeclineAssignmentMutation } from './reviews-api';
import { PanelForm } from '../shared/PanelForm';

/**
 * "Decline this assignment": a confirmation that asks why (the organisers read the reason and
 * ask someone else). Once declined, the abstract leaves the reviewer's list, so they go back to
 * it. Offered only while the API grants `decline` (before reviewing, before the decision).
 *
 * The confirmation is a dialog in the page, under its button, not antd's Modal: nothing else in
 * the panel uses Modal, and sharing it with the console would split the console's first-load
 * chunk (issue 11's budgets). Focus goes to the reason, Escape or "Keep" closes it.
 */
export function DeclineAssignment({ thesisId }: { thesisId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const titleId = useId();
  const introId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const reason = useRef<GetRef<typeof Input.TextArea>>(null);
  const [open, setOpen] = useState(false);
  // Opening the dialog takes the reviewer straight to the reason it asks for.
  useEffect(() => {
    if (open) reason.current?.focus();
  }, [open]);
  const form = useSchemaForm(declineAssignmentSchema, { reason: '' });
  const [decline, { isLoading }] = useDeclineAssignmentMutation();

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const onConfirm = async () => {
    if (isLoading) return;
    const body = form.validate();
    if (!body) return;
    try {
      await decline({ id: thesisId, body }).unwrap();
      showSuccess(t('reviewing.decline.done'));
      void navigate(localize('/user/panel/reviews'));
    } catch (err) {
      form.refuse(err);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button
        ref={opener}
        danger
        icon={<StopOutlined />}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('reviewing.decline.button')}
      </Button>
      {open && (
        <Card
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={introId}
          onKeyDown={(e) => e.key === 'Escape' && close()}
          title={
            <h2 id={titleId} style={{ margin: 0, fontSize: 18 }}>
              {t('reviewing.decline.title')}
            </h2>
          }
        >
          <Typography.Paragraph id={introId}>{t('reviewing.decline.intro')}</Typography.Paragraph>
          <PanelForm onSubmit={onConfirm}>
            <TextAreaField
              form={form}
              field="reason"
              label={t('reviewing.decline.reason')}
              required
              ref={reason}
              maxLength={REVIEW_DECLINE_REASON_MAX}
            />
            <Space wrap>
              <Button danger type="primary" htmlType="submit" loading={isLoading}>
                {t('reviewing.decline.confirm')}
              </Button>
              <Button onClick={close} disabled={isLoading}>
                {t('reviewing.decline.cancel')}
              </Button>
            </Space>
          </PanelForm>
        </Card>
      )}
    </Space>
  );
}
