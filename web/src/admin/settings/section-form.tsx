import type { ReactNode } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useIntl } from 'react-intl';
import {
  SETTINGS_SECTIONS,
  formatMoment,
  type Locale,
  type ConferenceSettings,
  type MessageKey,
  type SettingsSection,
} from '@conf/common';
import { fieldErrors } from '../../app/error-message';
import { useT } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showError, showSuccess } from '../../app/toast';
import { FormField } from '../../panel/shared/FormField';
import { useUpdateSettingsMutation } from './settings-api';

type Values = Record<string, unknown>;

/** The value at a dotted path ('AZN.iban', 'items.0.name.en'). */
export function getIn(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Values | undefined)?.[key], values);
}

/** A copy of `values` with the dotted path set (arrays stay arrays). */
export function setIn<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const copy = (Array.isArray(values) ? [...values] : { ...(values as Values) }) as Values;
  copy[head!] = rest.length === 0 ? value : setIn(copy[head!], rest.join('.'), value);
  return copy as T;
}

/** The API's errors of this section ('bank.AZN.iban') under the form's own paths ('AZN.iban'). */
export function sectionErrors(error: unknown, section: SettingsSection): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    if (path.startsWith(`${section}.`)) out[path.slice(section.length + 1)] = message;
  }
  return out;
}

/**
 * One settings section's form: checked with the section's schema from common (the one the API
 * parses with), saved alone, the API's refusal shown under the fields. Nothing typed is lost on
 * a refusal; after a save the screen remounts the form with what was stored (normalised IBANs).
 */
export function useSectionForm<S extends SettingsSection>(
  section: S,
  stored: ConferenceSettings[S],
) {
  const t = useT();
  const form = useSchemaForm(SETTINGS_SECTIONS[section], () => stored as Values);
  const [update, saving] = useUpdateSettingsMutation();

  const change = (path: string, value: unknown) => {
    form.setValues((v) => setIn(v, path, value));
    form.clear(path);
  };

  async function save() {
    const parsed = form.validate();
    if (!parsed) return;
    try {
      await update({ [section]: parsed }).unwrap();
      showSuccess(t('admin.saved'));
    } catch (error) {
      form.setErrors(sectionErrors(error, section));
      showError(error);
    }
  }

  return { ...form, change, save, saving: saving.isLoading };
}

export type SectionForm = ReturnType<typeof useSectionForm>;

/** A text setting at a dotted path of the section. */
export function TextSetting({
  form,
  path,
  label,
  hint,
  multiline,
  inputMode,
}: {
  form: SectionForm;
  path: string;
  /** A catalogue key, or a text already translated. */
  label: MessageKey | { text: string };
  hint?: MessageKey;
  multiline?: boolean;
  inputMode?: 'email' | 'tel' | 'url' | 'numeric';
}) {
  const t = useT();
  const value = getIn(form.values, path);
  const text = typeof value === 'number' ? String(value) : ((value as string | undefined) ?? '');
  return (
    <FormField
      label={typeof label === 'string' ? t(label) : label.text}
      error={form.errors[path]}
      hint={hint ? t(hint) : undefined}
    >
      {(id) =>
        multiline ? (
          <Input.TextArea
            id={id}
            value={text}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(e) => form.change(path, e.target.value)}
          />
        ) : (
          <Input
            id={id}
            value={text}
            inputMode={inputMode}
            onChange={(e) => form.change(path, e.target.value)}
          />
        )
      }
    </FormField>
  );
}

/** A section's frame: its form, a note of who saved it last, and its own save button. */
export function SectionFrame({
  form,
  updated,
  children,
}: {
  form: SectionForm;
  updated?: { at: string; by: string | null };
  children: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <Form layout="vertical" noValidate onFinish={() => void form.save()} className="settings-form">
      {children}
      {updated ? (
        <Typography.Paragraph type="secondary">
          {t('settings.updated', {
            at: formatMoment(updated.at, intl.locale as Locale),
            by: updated.by ?? '—',
          })}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" loading={form.saving} disabled={form.saving}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
