import { useState, type FormEvent } from 'react';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLES,
  ACADEMIC_TITLE_LABELS,
  registerSchema,
  type Localized,
} from '@conf/common';
import { routing } from '../app/contract';
import { useSiteSend } from '../app/site-send';
import { useCountries } from '../app/site-context';
import { useT } from '../app/intl';
import { LocalLink, useLocale } from '../app/LocalLink';
import { AuthCard } from './AuthCard';
import { MailSent, SelectInput, TextInput } from './AuthForm';
import { CountryCombobox } from './CountryCombobox';
import { Field } from './Field';
import { withFormsCatalogue } from './FormsCatalogue';
import { useSchemaForm } from '../app/schema-form';

const EMPTY = {
  name: '',
  surname: '',
  email: '',
  password: '',
  countryId: '',
  phonePrefix: '',
  phone: '',
  city: '',
  institution: '',
  academicDegree: '',
  academicTitle: '',
};

/**
 * /user/reg: every field of the register schema; validated with it before sending. The answer is
 * the same whether the address is new or taken ("check your e-mail"): the mailed link opens the
 * account (ConfirmEmailPage).
 */
function Screen() {
  const t = useT();
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { data: countries = [], isLoading: countriesLoading } = useCountries(locale);
  const [register, { isLoading }] = useSiteSend(routing.auth.register);
  const form = useSchemaForm(registerSchema, EMPTY);

  const choices = <K extends string>(values: readonly K[], labels: Record<K, Localized>) =>
    values.map((value) => ({ value, label: labels[value][locale] }));

  const onCountry = (value: string) => {
    form.set('countryId', value);
    // The phone prefix follows the country; the author can still change it.
    const country = countries.find((c) => String(c.id) === value);
    if (country?.phoneCode) form.set('phonePrefix', country.phoneCode);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.submit(
      async (input) => {
        await register(input);
        return input.email;
      },
      { extra: { locale } },
    );
    if (sent) setSentTo(sent.reply);
  };

  if (sentTo) {
    return (
      <MailSent
        title={t('auth.register.title')}
        text={t('auth.register.checkMail', { email: sentTo })}
      />
    );
  }

  return (
    <AuthCard
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      wide
      links={
        <>
          <span>
            {t('auth.register.haveAccount')}{' '}
            <LocalLink to="/user/login">{t('auth.register.toLogin')}</LocalLink>
          </span>
        </>
      }
    >
      <form className="form form--grid" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextInput form={form} name="name" autoComplete="given-name" />
        <TextInput form={form} name="surname" autoComplete="family-name" />
        <TextInput form={form} name="email" autoComplete="email" />
        <TextInput
          form={form}
          name="password"
          autoComplete="new-password"
          hint="auth.field.passwordHint"
        />
        <Field label={t('auth.field.country')} required error={form.errors.countryId}>
          {(p) => (
            <CountryCombobox
              field={p}
              countries={countries}
              loading={countriesLoading}
              value={form.values.countryId}
              onChange={onCountry}
            />
          )}
        </Field>
        <div className="field-pair">
          <TextInput form={form} name="phonePrefix" autoComplete="tel-country-code" />
          <TextInput form={form} name="phone" autoComplete="tel-national" />
        </div>
        <TextInput form={form} name="city" autoComplete="address-level2" />
        <TextInput form={form} name="institution" autoComplete="organization" />
        <SelectInput
          form={form}
          name="academicDegree"
          options={choices(ACADEMIC_DEGREES, ACADEMIC_DEGREE_LABELS)}
        />
        <SelectInput
          form={form}
          name="academicTitle"
          options={choices(ACADEMIC_TITLES, ACADEMIC_TITLE_LABELS)}
        />
        <div className="form__footer">
          <p className="form__note">{t('auth.requiredNote')}</p>
          <button type="submit" className="button button--block" disabled={isLoading}>
            {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
