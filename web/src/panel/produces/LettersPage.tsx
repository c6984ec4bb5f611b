import type { ReactNode } from 'react';
import { Alert, Button, Card, Input, List, Select, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  canRequestLetter,
  contract,
  letterRequestSchema,
  letterStayWindow,
  requestFor,
  type LetterDto,
} from '@conf/common';
import { useGetCountriesQuery } from '../../app/api';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { useGetParticipationQuery } from '../panel-api';
import { DownloadItem } from '../shared/DownloadItem';
import { FormField } from '../shared/FormField';
import { QueryState } from '../shared/QueryState';
import { LetterStatusTag } from '../shared/StatusTags';
import { useGetMyLettersQuery, useRequestLetterMutation } from './produces-api';
import { PanelPage } from '../shared/PanelPage';
import { PanelForm } from '../shared/PanelForm';

const EMPTY = {
  passportName: '',
  passportNumber: '',
  passportCountryId: '',
  passportBirthDate: '',
  stayFrom: '',
  stayTo: '',
};
type Values = typeof EMPTY;

function RequestForm() {
  const t = useT();
  const locale = useLocale();
  const { data: countries = [] } = useGetCountriesQuery(locale);
  const form = useSchemaForm(letterRequestSchema, EMPTY);
  const [send, sending] = useRequestLetterMutation();
  const { earliest, latest } = letterStayWindow();

  const onSubmit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      await send(body).unwrap();
      form.setValues(EMPTY);
      showSuccess(t('letters.sent'));
    } catch (err) {
      form.refuse(err);
    }
  };
  const text = (field: keyof Values, type = 'text', extra: object = {}) =>
    function Control(id: string) {
      return (
        <Input
          id={id}
          type={type}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          {...extra}
        />
      );
    };
  // Every field of the request is required and labelled by its name.
  const field = (name: keyof Values, control: (id: string) => ReactNode, hint?: string) => (
    <FormField label={t(`letters.field.${name}`)} required error={form.errors[name]} hint={hint}>
      {control}
    </FormField>
  );
  return (
    <Card title={t('letters.request')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('letters.privacy')}</Typography.Paragraph>
      <PanelForm onSubmit={onSubmit}>
        {field(
          'passportName',
          text('passportName', 'text', { autoComplete: 'name' }),
          t('letters.field.passportNameHint'),
        )}
        {field('passportNumber', text('passportNumber', 'text', { autoComplete: 'off' }))}
        {field('passportCountryId', (id) => (
          <Select
            id={id}
            showSearch={{ optionFilterProp: 'label' }}
            value={form.values.passportCountryId || undefined}
            onChange={(v: string) => form.set('passportCountryId', v)}
            options={countries.map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
          />
        ))}
        {field('passportBirthDate', text('passportBirthDate', 'date'))}
        <Space wrap align="start">
          {field('stayFrom', text('stayFrom', 'date', { min: earliest, max: latest }))}
          {field('stayTo', text('stayTo', 'date', { min: earliest, max: latest }))}
        </Space>
        <Button type="primary" htmlType="submit" loading={sending.isLoading}>
          {t('letters.send')}
        </Button>
      </PanelForm>
    </Card>
  );
}

function LetterItem({ letter }: { letter: LetterDto }) {
  const t = useT();
  return (
    <DownloadItem
      download={
        letter.abilities.download
          ? {
              request: requestFor(contract.letters.pdf, { params: { id: letter.id } }),
              name: `invitation-letter-${letter.reference ?? letter.id}.pdf`,
              button: <DownloadOutlined />,
              label: t('letters.download'),
            }
          : undefined
      }
      title={
        <Space wrap>
          <LetterStatusTag status={letter.status} />
          {letter.reference && (
            <span>
              {t('letters.reference')}: <code>{letter.reference}</code>
            </span>
          )}
        </Space>
      }
      description={
        <>
          <div>
            {t('letters.field.stay')}: {letter.stayFrom} – {letter.stayTo} ·{' '}
            {t('letters.requestedOn', { date: formatDate(letter.createdAt, t) })}
          </div>
          {letter.refusalReason && (
            <div role="note">
              {t('letters.refusedBecause')}: {letter.refusalReason}
            </div>
          )}
          {letter.passportPurged && <em>{t('letters.purged')}</em>}
        </>
      }
    />
  );
}

/** /user/panel/letters: request a visa invitation letter, follow it, download it once approved. */
export function LettersPage() {
  const t = useT();
  const letters = useGetMyLettersQuery();
  const participation = useGetParticipationQuery();
  const approved = participation.data?.status === 'accepted';
  const mine = letters.data ?? [];
  return (
    <PanelPage titleId="letters-title" title={t('letters.title')}>
      <Typography.Paragraph>{t('letters.intro')}</Typography.Paragraph>
      <QueryState
        isLoading={letters.isLoading || participation.isLoading}
        error={letters.error ?? participation.error}
        onRetry={() => {
          void letters.refetch();
          void participation.refetch();
        }}
      >
        {mine.length > 0 && (
          <List
            header={t('letters.mine')}
            dataSource={mine}
            renderItem={(l) => <LetterItem key={l.id} letter={l} />}
            style={{ marginBottom: 16 }}
          />
        )}
        {!approved ? (
          <Alert type="info" showIcon title={t('error.letterNeedsParticipation')} />
        ) : canRequestLetter(mine.map((l) => l.status)) ? (
          <RequestForm />
        ) : null}
      </QueryState>
    </PanelPage>
  );
}
