import { useState, type FormEvent } from 'react';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLES,
  ACADEMIC_TITLE_LABELS,
  registerSchema,
} from '@conf/common';
import { useGetInitialDataQuery } from '../app/api';
import { useT } from '../app/intl';
import { LocalLink, useLocale } from '../app/LocalLink';
import { useRegisterMutation } from './auth-api';
import { AuthCard } from './AuthCard';
import { withFormsCatalogue } from './FormsCatalogue';
import { Field } from './Field';
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
type FieldName = keyof typeof EMPTY;

/**
 * /user/reg: every field of the register schema; validated with it before sending. The answer is
 * the same whether the address is new or taken ("check your e-mail"): the mailed link opens the
 * account (ConfirmEmailPage).
 */
function Screen() {
  const t = useT();
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { data: initial, isLoading: countriesLoading } = useGetInitialDataQuery(locale);
  const countries = initial?.countries ?? [];
  const [register, { isLoading }] = useRegisterMutation();
  const form = useSchemaForm(registerSchema, EMPTY);

  const text = (name: FieldName, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} required error={form.errors[name]}>
      {(p) => (
        <input
          {...p}
          type={type}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </Field>
  );

  const onCountry = (value: string) => {
    form.set('countryId', value);
    // The phone prefix follows the country; the author can still change it.
    const country = countries.find((c) => String(c.id) === value);
    if (country?.phoneCode) form.set('phonePrefix', country.phoneCode);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate({ locale });
    if (!input) return;
    try {
      await register(input).unwrap();
      setSentTo(input.email);
    } catch (err) {
      form.refuse(err);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <p role="status" className="notice notice--success">
          {t('auth.register.checkMail', { email: sentTo })}
        </p>
        <p className="auth-card__links">
          <LocalLink to="/user/login">{t('auth.backToLogin')}</LocalLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')} wide>
      <form className="form form--grid" onSubmit={(e) => void onSubmit(e)} noValidate>
        {text('name', t('auth.field.name'), 'text', 'given-name')}
        {text('surname', t('auth.field.surname'), 'text', 'family-name')}
        {text('email', t('auth.field.email'), 'email', 'email')}
        <Field
          label={t('auth.field.password')}
          required
          error={form.errors.password}
          hint={t('auth.field.passwordHint')}
        >
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(e) => form.set('password', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('auth.field.country')} required error={form.errors.countryId}>
          {(p) => (
            <select
              {...p}
              value={form.values.countryId}
              onChange={(e) => onCountry(e.target.value)}
              autoComplete="country"
            >
              <option value="">
                {countriesLoading ? t('site.loading') : t('auth.field.choose')}
              </option>
              {countries.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field-pair">
          {text('phonePrefix', t('auth.field.phonePrefix'), 'text', 'tel-country-code')}
          {text('phone', t('auth.field.phone'), 'tel', 'tel-national')}
        </div>
        {text('city', t('auth.field.city'), 'text', 'address-level2')}
        {text('institution', t('auth.field.institution'), 'text', 'organization')}
        <Field label={t('auth.field.academicDegree')} required error={form.errors.academicDegree}>
          {(p) => (
            <select
              {...p}
              value={form.values.academicDegree}
              onChange={(e) => form.set('academicDegree', e.target.value)}
            >
              <option value="">{t('auth.field.choose')}</option>
              {ACADEMIC_DEGREES.map((d) => (
                <option key={d} value={d}>
                  {ACADEMIC_DEGREE_LABELS[d][locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('auth.field.academicTitle')} required error={form.errors.academicTitle}>
          {(p) => (
            <select
              {...p}
              value={form.values.academicTitle}
              onChange={(e) => form.set('academicTitle', e.target.value)}
            >
              <option value="">{t('auth.field.choose')}</option>
              {ACADEMIC_TITLES.map((d) => (
                <option key={d} value={d}>
                  {ACADEMIC_TITLE_LABELS[d][locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form__footer">
          <p className="form__note">{t('auth.requiredNote')}</p>
          <button type="submit" className="button button--block" disabled={isLoading}>
            {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
          </button>
        </div>
      </form>
      <p className="auth-card__links">
        <span>
          {t('auth.register.haveAccount')}{' '}
          <LocalLink to="/user/login">{t('auth.register.toLogin')}</LocalLink>
        </span>
      </p>
    </AuthCard>
  );
}

export const Component = withFormsCatalogue(Screen);
