import { Alert, Descriptions } from 'antd';
import type { BankAccount, Currency, MessageKey } from '@conf/common';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { useGetPaymentSettingsQuery } from '../../app/settings-api';
import { QueryState } from '../shared/QueryState';

/** The fields of an account in the order a bank transfer form asks for them. */
const FIELDS: { key: Exclude<keyof BankAccount, 'notes'>; label: MessageKey }[] = [
  { key: 'beneficiary', label: 'settings.bank.beneficiary' },
  { key: 'bankName', label: 'settings.bank.bankName' },
  { key: 'iban', label: 'settings.bank.iban' },
  { key: 'swift', label: 'settings.bank.swift' },
  { key: 'bankCode', label: 'settings.bank.bankCode' },
  { key: 'taxId', label: 'settings.bank.taxId' },
  { key: 'correspondentAccount', label: 'settings.bank.correspondentAccount' },
];

/**
 * The account of the fee's currency, as organisers saved it in the console's settings (AZN and
 * EUR accounts differ). Until they have, the author is told the details are not published yet.
 */
export function BankDetails({ currency }: { currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  const query = useGetPaymentSettingsQuery();
  const account = query.data?.bank[currency];
  const shown = account ? FIELDS.filter((f) => account[f.key] !== '') : [];
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
          {shown.map((f) => (
            <Descriptions.Item key={f.key} label={t(f.label)}>
              <span className="bank-details__value">{account?.[f.key]}</span>
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
