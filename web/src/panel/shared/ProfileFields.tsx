import { Input, Select } from 'antd';
import {
  ACADEMIC_DEGREES,
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLES,
  ACADEMIC_TITLE_LABELS,
  countryMatches,
  type Localized,
} from '@conf/common';
import { useGetCountriesQuery } from '../../app/api';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { FormField } from './FormField';
import type { ProfileFieldName, ProfileValues } from './profile';

interface ProfileFieldsProps {
  values: ProfileValues;
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<ProfileValues>) => void;
  disabled?: boolean;
}

/**
 * Every field of a person: name, contacts, country (which fills in the phone prefix), city,
 * institution, degree and title with labels in the reader's language.
 */
export function ProfileFields({ values, errors, onChange, disabled }: ProfileFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const { data: countries = [], isLoading } = useGetCountriesQuery(locale);

  const text = (name: ProfileFieldName, label: string, type = 'text', autoComplete?: string) => (
    <FormField label={label} required error={errors[name]}>
      {(id) => (
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={disabled}
          aria-invalid={Boolean(errors[name])}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
      )}
    </FormField>
  );

  /** A required choice among fixed values, each shown by its label in the reader's language. */
  const choice = <V extends string>(
    name: 'academicDegree' | 'academicTitle',
    label: string,
    choices: readonly V[],
    labels: Record<V, Localized>,
  ) => (
    <FormField label={label} required error={errors[name]}>
      {(id) => (
        <Select
          id={id}
          disabled={disabled}
          placeholder={t('auth.field.choose')}
          value={values[name] || undefined}
          onChange={(v: string) => onChange({ [name]: v })}
          options={choices.map((value) => ({ value, label: labels[value][locale] }))}
          status={errors[name] ? 'error' : undefined}
        />
      )}
    </FormField>
  );

  const onCountry = (value: string) => {
    const country = countries.find((c) => String(c.id) === value);
    // The phone prefix follows the country; the author can still change it.
    onChange({
      countryId: value,
      ...(country?.phoneCode ? { phonePrefix: country.phoneCode } : {}),
    });
  };

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        columnGap: 16,
      }}
    >
      {text('name', t('auth.field.name'), 'text', 'given-name')}
      {text('surname', t('auth.field.surname'), 'text', 'family-name')}
      {text('email', t('auth.field.email'), 'email', 'email')}
      <FormField label={t('auth.field.country')} required error={errors.countryId}>
        {(id) => (
          <Select
            id={id}
            // Aliases ("Turkey" for "Türkiye") and accent-free typing, by common's rule.
            showSearch={{
              filterOption: (typed, option) =>
                option?.country ? countryMatches(option.country, typed) : false,
            }}
            loading={isLoading}
            disabled={disabled}
            placeholder={t('auth.field.choose')}
            value={values.countryId || undefined}
            onChange={onCountry}
            options={countries.map((c) => ({ value: String(c.id), label: c.name, country: c }))}
            status={errors.countryId ? 'error' : undefined}
          />
        )}
      </FormField>
      {text('phonePrefix', t('auth.field.phonePrefix'), 'text', 'tel-country-code')}
      {text('phone', t('auth.field.phone'), 'tel', 'tel-national')}
      {text('city', t('auth.field.city'), 'text', 'address-level2')}
      {text('institution', t('auth.field.institution'), 'text', 'organization')}
      {choice(
        'academicDegree',
        t('auth.field.academicDegree'),
        ACADEMIC_DEGREES,
        ACADEMIC_DEGREE_LABELS,
      )}
      {choice(
        'academicTitle',
        t('auth.field.academicTitle'),
        ACADEMIC_TITLES,
        ACADEMIC_TITLE_LABELS,
      )}
    </div>
  );
}
