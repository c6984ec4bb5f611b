import type { FormEvent, ReactNode } from 'react';
import type { MessageKey } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink } from '../app/LocalLink';
import { AuthCard } from './AuthCard';
import { Field } from './Field';

/** What a field needs of its schema form (useSchemaForm over text values). */
interface TextForm<V> {
  values: V;
  errors: Record<string, string>;
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
}

/** The keys of a form's values that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The fields whose label is `auth.field.<name>` in the catalogue. */
type LabelledName = MessageKey extends infer K
  ? K extends `auth.field.${infer F}`
    ? F
    : never
  : never;

/**
 * A field's name and label: the label is `auth.field.<name>` in the catalogue, or, where the
 * name is not its label's (countryId: auth.field.country), said.
 */
type Named<V> =
  { name: TextKey<V> & LabelledName; label?: undefined } | { name: TextKey<V>; label: MessageKey };

const labelKey = ({ name, label }: { name: string; label?: MessageKey }): MessageKey =>
  // The union above holds callers to a name that has a label whenever none is said.
  label ?? (`auth.field.${name}` as `auth.field.${LabelledName}`);

/** The input type an autocomplete purpose calls for. */
function typeOf(autoComplete: string): 'text' | 'email' | 'password' | 'tel' {
  if (autoComplete === 'email') return 'email';
  if (autoComplete.endsWith('-password')) return 'password';
  if (autoComplete === 'tel-national') return 'tel';
  return 'text';
}

/**
 * A required input bound to one field of the screen's schema form, labelled `auth.field.<name>`
 * (or `label`); its type follows its autocomplete purpose.
 */
export function TextInput<V>({
  form,
  autoComplete,
  hint,
  ...named
}: Named<V> & {
  form: TextForm<V>;
  autoComplete: string;
  hint?: MessageKey;
}) {
  const { name } = named;
  const t = useT();
  return (
    <Field label={t(labelKey(named))} required error={form.errors[name]} hint={hint && t(hint)}>
      {(p) => (
        <input
          {...p}
          type={typeOf(autoComplete)}
          autoComplete={autoComplete}
          value={form.values[name] as string}
          onChange={(e) => form.set(name, e.target.value as V[typeof name])}
        />
      )}
    </Field>
  );
}

/** A required choice bound to one field of the schema form, labelled `auth.field.<name>`. */
export function SelectInput<V>({
  form,
  options,
  placeholder,
  onChange,
  autoComplete,
  ...named
}: Named<V> & {
  form: TextForm<V>;
  options: readonly { value: string; label: string }[];
  /** The text of the empty choice: "Choose…" unless said ("Loading…" while options load). */
  placeholder?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
}) {
  const t = useT();
  const { name } = named;
  const change = onChange ?? ((value: string) => form.set(name, value as V[typeof name]));
  return (
    <Field label={t(labelKey(named))} required error={form.errors[name]}>
      {(p) => (
        <select
          {...p}
          value={form.values[name] as string}
          onChange={(e) => change(e.target.value)}
          autoComplete={autoComplete}
        >
          <option value="">{placeholder ?? t('auth.field.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The form of an auth screen: its fields, then one full-width submit button. */
export function AuthForm({
  onSubmit,
  busy,
  submit,
  children,
}: {
  onSubmit: () => Promise<unknown>;
  busy: boolean;
  /** The button's text (while sending too). */
  submit: string;
  children: ReactNode;
}) {
  return (
    <form
      className="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
      <button type="submit" className="button button--block" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

/** "We have mailed you a link": the card once a link has been sent, with the way back. */
export function MailSent({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <AuthCard title={title}>
      <p role="status" className="notice notice--success">
        {text}
      </p>
      <p className="auth-card__links">
        <LocalLink to="/user/login">{t('auth.backToLogin')}</LocalLink>
      </p>
    </AuthCard>
  );
}

/** Where to ask again for a mailed link of each kind, and what to say when it failed. */
const LINKS = {
  confirm: { failed: 'error.confirmTokenInvalid', again: 'auth.confirm.again', to: '/user/reg' },
  reset: {
    failed: 'error.resetTokenInvalid',
    again: 'auth.reset.again',
    to: '/user/forgot_password',
  },
} as const;

/**
 * A mailed link that no longer works (used or expired: the form's `token` error), with where to
 * ask for a new one; nothing while the link is fine.
 */
export function LinkFailed({ link, error }: { link: keyof typeof LINKS; error?: string }) {
  const t = useT();
  if (!error) return null;
  const { failed, again, to } = LINKS[link];
  return (
    <p className="notice notice--error" role="alert">
      {t(failed)} <LocalLink to={to}>{t(again)}</LocalLink>
    </p>
  );
}
