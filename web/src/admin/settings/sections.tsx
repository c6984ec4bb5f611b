import { Card, Col, Row, Switch } from 'antd';
import {
  BANK_ACCOUNT_FIELDS,
  CURRENCIES,
  LOCALES,
  type AdminSettingsDto,
  type MessageKey,
  type SettingsSection,
} from '@conf/common';
import { useT } from '../../app/intl';
import { FormField } from '../../panel/shared/FormField';
import { LANGUAGE_NAMES } from '../shell/languages';
import { SectionFrame, TextSetting, getIn, useSectionForm, type SectionForm } from './section-form';

type Props = { data: AdminSettingsDto };

/** An English and an Azerbaijani text side by side (one under the other on a phone). */
export function LocalizedSetting({
  form,
  path,
  label,
  multiline,
}: {
  form: SectionForm;
  path: string;
  label: MessageKey;
  multiline?: boolean;
}) {
  const t = useT();
  return (
    <Row gutter={16}>
      {LOCALES.map((locale) => (
        <Col xs={24} md={12} key={locale}>
          <TextSetting
            form={form}
            path={`${path}.${locale}`}
            label={{
              text: t('settings.inLanguage', { label: t(label), language: LANGUAGE_NAMES[locale] }),
            }}
            multiline={multiline}
          />
        </Col>
      ))}
    </Row>
  );
}

/** Bank details per currency: AZN and EUR accounts differ (the fee rule picks the currency). */
export function BankSection({ data }: Props) {
  const t = useT();
  const form = useSectionForm('bank', data.settings.bank);
  return (
    <SectionFrame form={form} updated={data.updated.bank}>
      <Row gutter={16}>
        {CURRENCIES.map((currency) => (
          <Col xs={24} xl={12} key={currency}>
            <Card
              title={
                <h3 className="settings-card-title">{t('settings.bank.account', { currency })}</h3>
              }
              style={{ marginBottom: 16 }}
              data-currency={currency}
            >
              {BANK_ACCOUNT_FIELDS.map((field) => (
                <TextSetting
                  key={field}
                  form={form}
                  path={`${currency}.${field}`}
                  label={`settings.bank.${field}`}
                />
              ))}
              <LocalizedSetting
                form={form}
                path={`${currency}.notes`}
                label="settings.bank.notes"
                multiline
              />
            </Card>
          </Col>
        ))}
      </Row>
    </SectionFrame>
  );
}

/** A setting of a plain section: a text (one per language where `localized`) or a switch. */
interface Setting {
  path: string;
  label: MessageKey;
  hint?: MessageKey;
  inputMode?: 'email' | 'tel' | 'url' | 'numeric';
  localized?: true;
  toggle?: true;
}

function SettingField({ form, setting }: { form: SectionForm; setting: Setting }) {
  const t = useT();
  const { path, label, hint } = setting;
  if (setting.localized) return <LocalizedSetting form={form} path={path} label={label} />;
  if (setting.toggle) {
    return (
      <FormField label={t(label)} hint={hint ? t(hint) : undefined}>
        {(id) => (
          <Switch
            id={id}
            checked={getIn(form.values, path) === true}
            onChange={(v) => form.change(path, v)}
          />
        )}
      </FormField>
    );
  }
  return (
    <TextSetting form={form} path={path} label={label} hint={hint} inputMode={setting.inputMode} />
  );
}

/** A section that is a list of settings, saved together. */
function plainSection(
  section: Exclude<SettingsSection, 'bank' | 'associates'>,
  settings: Setting[],
) {
  return function PlainSection({ data }: Props) {
    const form = useSectionForm(section, data.settings[section]);
    return (
      <SectionFrame form={form} updated={data.updated[section]}>
        {settings.map((setting) => (
          <SettingField key={setting.path} form={form} setting={setting} />
        ))}
      </SectionFrame>
    );
  };
}

export const ContactsSection = plainSection('contacts', [
  { path: 'location', label: 'settings.contacts.location', localized: true },
  { path: 'phone', label: 'settings.contacts.phone', inputMode: 'tel' },
  { path: 'email', label: 'settings.contacts.email', inputMode: 'email' },
]);

export const ZoomSection = plainSection('zoom', [
  { path: 'url', label: 'settings.zoom.url', hint: 'settings.zoom.hint', inputMode: 'url' },
  { path: 'meetingId', label: 'settings.zoom.meetingId' },
  { path: 'passcode', label: 'settings.zoom.passcode' },
]);

export const CounterSection = plainSection('counter', [
  { path: 'flagCounterId', label: 'settings.counter.id', hint: 'settings.counter.hint' },
]);

export const ReviewSection = plainSection('review', [
  {
    path: 'blind',
    label: 'settings.review.blind',
    hint: 'settings.review.blindHint',
    toggle: true,
  },
  {
    path: 'reviewersPerAbstract',
    label: 'settings.review.reviewers',
    hint: 'settings.review.reviewersHint',
    inputMode: 'numeric',
  },
]);

export const QuotasSection = plainSection('quotas', [
  { path: 'abstractsPerAuthor', label: 'settings.quotas.abstracts', inputMode: 'numeric' },
  { path: 'uploadBytesPerDay', label: 'settings.quotas.uploadBytes', inputMode: 'numeric' },
  { path: 'messagesPerMinute', label: 'settings.quotas.messages', inputMode: 'numeric' },
]);
