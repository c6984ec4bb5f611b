import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  LOCALES,
  newsCreateSchema,
  newsUpdateSchema,
  otherLocale,
  type AdminNewsDto,
  type Locale,
} from '@conf/common';
import { useT, useTranslateKey } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { SiteLink, useAdminPath } from '../shell/env';
import { LANGUAGE_NAMES } from '../shell/languages';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import {
  useCreateNewsMutation,
  useCreateNewsRelationMutation,
  useGetAdminNewsQuery,
  useUpdateNewsMutation,
} from './content-api';
import { BodyField, Field } from './ContentFields';
import { apiFieldErrors, issuesToErrors, type FieldErrors } from './form-errors';

type Mode = 'create' | 'update' | 'relation';

interface Values {
  locale: Locale;
  title: string;
  summary: string;
  body: string;
  /** The datetime-local input's text, in the organiser's own time. */
  publishedAt: string;
  isPublished: boolean;
}

/** An ISO instant as a datetime-local value ("2025-09-03T10:30") in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(news: AdminNewsDto, mode: Mode): Values {
  return {
    locale: mode === 'relation' ? otherLocale(news.locale) : news.locale,
    title: news.title,
    summary: news.summary,
    body: news.body ?? '',
    publishedAt: toLocalInput(news.publishedAt),
    isPublished: mode === 'relation' ? true : news.isPublished,
  };
}

function NewsEditor({ mode, source }: { mode: Mode; source?: AdminNewsDto }) {
  const t = useT();
  const tr = useTranslateKey();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useAdminPath();
  const { locale: consoleLocale } = usePreferences();
  const [values, setValues] = useState<Values>(() =>
    source
      ? valuesOf(source, mode)
      : {
          locale: consoleLocale,
          title: '',
          summary: '',
          body: '',
          publishedAt: toLocalInput(new Date().toISOString()),
          isPublished: true,
        },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, createState] = useCreateNewsMutation();
  const [relate, relateState] = useCreateNewsRelationMutation();
  const [save, saveState] = useUpdateNewsMutation();
  const busy = createState.isLoading || relateState.isLoading || saveState.isLoading;
  const justSaved =
    mode === 'update' && (location.state as { saved?: boolean } | null)?.saved === true;

  useEffect(() => {
    if (source) setValues(valuesOf(source, mode));
  }, [source, mode]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const schema = mode === 'update' ? newsUpdateSchema : newsCreateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error, tr));
      return;
    }
    setErrors({});
    try {
      if (mode === 'update' && source) {
        await save({ id: source.id, body: newsUpdateSchema.parse(values) }).unwrap();
        showSuccess(t('admin.saved'));
        void navigate(location.pathname, { replace: true, state: { saved: true } });
        return;
      }
      const input = newsCreateSchema.parse(values);
      const saved =
        mode === 'relation' && source
          ? await relate({ id: source.id, body: input }).unwrap()
          : await create(input).unwrap();
      showSuccess(t('admin.saved'));
      void navigate(to(`/admin/news/update/${saved.id}`), { state: { saved: true } });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      showError(error);
    }
  }

  const title =
    mode === 'create'
      ? t('admin.news.create')
      : mode === 'relation'
        ? t('admin.news.createRelation')
        : t('admin.news.edit');
  const canTranslate =
    source &&
    mode === 'update' &&
    LOCALES.some((l) => l !== source.locale && !source.translations.some((x) => x.locale === l));

  return (
    <>
      <PageHeader
        title={title}
        links={[{ title: t('admin.news.title'), to: '/admin/news' }]}
        extra={
          canTranslate && source ? (
            <Button onClick={() => void navigate(to(`/admin/news/create/relation/${source.id}`))}>
              {t('admin.content.addTranslation')}
            </Button>
          ) : null
        }
      />
      {justSaved && source ? (
        <Alert
          type={source.isPublished ? 'success' : 'info'}
          showIcon
          className="admin-saved"
          style={{ marginBottom: 16 }}
          message={
            source.isPublished ? (
              <>
                {t('admin.content.savedLink')}{' '}
                <SiteLink path="/" locale={source.locale}>
                  {source.title}
                </SiteLink>
              </>
            ) : (
              t('admin.content.notOnSite')
            )
          }
        />
      ) : null}
      {mode === 'relation' && source ? (
        <Alert
          type="info"
          message={t('admin.content.relationOf', { title: source.title })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        <Form layout="vertical" onFinish={() => void submit()} noValidate>
          <Space wrap size="large" align="start">
            <Field
              label={t('admin.content.language')}
              error={errors.locale}
              htmlFor="news-locale"
              required
            >
              <Select
                id="news-locale"
                style={{ width: 200 }}
                value={values.locale}
                disabled={mode === 'update'}
                onChange={(l: Locale) => set('locale', l)}
                options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              />
            </Field>
            <Field
              label={t('admin.content.publishedAt')}
              error={errors.publishedAt}
              htmlFor="news-published-at"
              required
            >
              <Input
                id="news-published-at"
                type="datetime-local"
                value={values.publishedAt}
                onChange={(e) => set('publishedAt', e.target.value)}
              />
            </Field>
            <Field label={t('admin.content.published')} htmlFor="news-published">
              <Switch
                id="news-published"
                checked={values.isPublished}
                onChange={(v) => set('isPublished', v)}
              />
            </Field>
          </Space>
          <Field
            label={t('admin.content.title')}
            error={errors.title}
            htmlFor="news-title"
            required
          >
            <Input
              id="news-title"
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <Field label={t('admin.content.summary')} error={errors.summary} htmlFor="news-summary">
            <Input.TextArea
              id="news-summary"
              rows={3}
              value={values.summary}
              onChange={(e) => set('summary', e.target.value)}
            />
          </Field>
          <BodyField
            label={t('admin.content.body')}
            value={values.body}
            onChange={(html) => set('body', html)}
            error={errors.body}
          />
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('admin.save')}
            </Button>
            <Button onClick={() => void navigate(to('/admin/news'))}>{t('admin.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/** /admin/news/create, /admin/news/update/:id and /admin/news/create/relation/:id. */
export function NewsForm({ mode }: { mode: Mode }) {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useGetAdminNewsQuery(id, {
    skip: mode === 'create' || !id,
  });
  if (mode === 'create') return <NewsEditor mode="create" />;
  const header = (
    <PageHeader
      title={t('admin.news.edit')}
      links={[{ title: t('admin.news.title'), to: '/admin/news' }]}
    />
  );
  if (isLoading)
    return (
      <>
        {header}
        <ScreenLoading />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <ScreenError error={error} retry={() => void refetch()} />
      </>
    );
  return <NewsEditor key={`${mode}-${data.id}`} mode={mode} source={data} />;
}
