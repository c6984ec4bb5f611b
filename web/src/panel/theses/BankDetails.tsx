import { Alert, Descriptions } from 'antd';
import { BANK_ACCOUNT_FIELDS, type Currency } from '@conf/common';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { useGetPaymentSettingsQuery } from '../../app/settings-api';
import { QueryState } from '../shared/QueryState';

/**
 * The account of the fee's currency, as organisers saved it in the console's settings (AZN and
 * EUR accounts differ). Until they have, the author is told the details are not published yet.
 */
export function BankDetails({ currency }: { currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  const query = useGetPaymentSettingsQuery();
  const account = query.data?.bank[currency];
  const shown = account ? BANK_ACCOUNT_FIELDS.filter((field) => account[field] !== '') : [];
  const notes = account ? account.notes[locale] || account.notes.en : '';
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {account && shown.length === 0 ? (
        <Alert type="warning" showIcon title={t('settings.bank.notPublished')} />
      ) : (
        <Descriptions column={1} size="small" bordered className="bank-details">
          {shown.map((field) => (
            <Descriptions.Item key={field} label={t(`settings.bank.${field}`)}>
              <span className="bank-details__value">{account?.[field]}</span>
            </Descriptions.Item>
          ))}
          {notes ? (
            <Descriptions.Item label={t('settings.bank.notes')}>{notes}</Descriptions.Item>
          ) : null}
        </Descriptions>
      )}
    </QueryState>
  );
}
