import { Button, Space, Typography } from 'antd';
import { feeFor, type Fee, type ThesisStatus } from '@conf/common';
import { useGetCurrentUserQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { feeText } from './format';

/** What the author does next for an abstract in `status` (and the link to do it). */
export function NextStep({
  id,
  status,
  fee,
  links = true,
}: {
  id: number;
  status: ThesisStatus;
  fee?: Fee;
  /** False on the abstract's own page, where the forms are right below. */
  links?: boolean;
}) {
  const t = useT();
  const { data: user } = useGetCurrentUserQuery();
  // Lists carry no fee: the author's own fee rule (common) gives the amount, as the API's does.
  const due = fee ?? (user ? feeFor(user) : undefined);
  const text =
    status === 'require_payment'
      ? due && !due.exempt
        ? t('panel.next.require_payment', { fee: feeText(t, due) })
        : t('panel.next.payDue')
      : t(`panel.next.${status}`);
  return (
    <Space wrap>
      <Typography.Text type={status === 'rejected' ? 'danger' : undefined}>{text}</Typography.Text>
      {links && status === 'rejected' && (
        <LocalLink to={`/user/panel/theses/view/${id}#resubmit`}>
          <Button size="small">{t('panel.action.resubmit')}</Button>
        </LocalLink>
      )}
      {links && status === 'require_payment' && (
        <LocalLink to={`/user/panel/theses/pay/${id}`}>
          <Button size="small" type="primary">
            {t('panel.action.pay')}
          </Button>
        </LocalLink>
      )}
    </Space>
  );
}
