import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  LOCALES,
  otherLocale,
  pageCreateSchema,
  pageUpdateSchema,
  type AdminPageDto,
  type Locale,
} from '@conf/common';
import { useT, useTranslateKey } from '../../app/intl';
import { localizePath } from '../../app/locale';
import { showError, showSuccess } from '../../app/toast';
import { AdminLink, SiteLink, useAdminPath } from '../shell/env';
import { LANGUAGE_NAMES } from '../shell/languages';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import {
  useCreatePageMutation,
  useCreatePageRelationMutation,
  useGetAdminPageQuery,
  useUpdatePageMutation,
} from './content-api';
import { BodyField, Field } from './ContentFields';
import { apiFieldErrors, issuesToErrors, type FieldErrors } from './form-errors';
import { pagePublicPath } from './public-path';

type Mode = 'create' | 'update' | 'relation';

interface Values {
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  body: string;
  isPublished: boolean;
  position: number;
}

function valuesOf(page: AdminPageDto, mode: Mode): Values {
  return {
    locale: mode === 'relation' ? otherLocale(page.locale) : page.locale,
    slug: page.slug,
    title: page.title,
    description: page.description,
    body: page.body ?? '',
    isPublished: mode === 'relation' ? true : page.isPublished,
    position: page.position,
  };
}

/** After saving, the edit screen says where the page is on the site (or that it is a draft). */
function SavedNotice({ page }: { page: AdminPageDto }) {
  const t = useT();
  return page.isPublished ? (
    <Alert
      type="success"
      showIcon
      className="admin-saved"
      message={
        <>
          {t('admin.content.savedLink')}{' '}
          <SiteLink path={pagePublicPath(page.slug)} locale={page.locale}>
            {localizePath(pagePublicPath(page.slug), page.locale)}
          </SiteLink>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      className="admin-saved"
      message={t('admin.content.notOnSite')}
      style={{ marginBottom: 16 }}
    />
  );
}

function PageEditor({ mode, source }: { mode: Mode; source?: AdminPageDto }) {
  const t = useT();
  const tr = useTranslateKey();
  const navigate = useNavigate();
  const to = useAdminPath();
  const location = useLocation();
  const { locale: consoleLocale } = usePreferences();
  const [values, setValues] = useState<Values>(() =>
    source
      ? valuesOf(source, mode)
      : {
          locale: consoleLocale,
          slug: '',
          title: '',
          description: '',
          body: '',
          isPublished: true,
          position: 0,
        },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, createState] = useCreatePageMutation();
  const [relate, relateState] = useCreatePageRelationMutation();
  const [save, saveState] = useUpdatePageMutation();
  const busy = createState.isLoading || relateState.isLoading || saveState.isLoading;
  const justSaved =
    mode === 'update' && (location.state as { saved?: boolean } | null)?.saved === true;

  // Another page opened in the same screen (a translation link): start from its values.
  useEffect(() => {
    if (source) setValues(valuesOf(source, mode));
  }, [source, mode]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const schema = mode === 'update' ? pageUpdateSchema : pageCreateSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error, tr));
      return;
    }
    setErrors({});
    try {
      if (mode === 'update' && source) {
        await save({ id: source.id, body: pageUpdateSchema.parse(values) }).unwrap();
        showSuccess(t('admin.saved'));
        void navigate(location.pathname, { replace: true, state: { saved: true } });
        return;
      }
      const input = pageCreateSchema.parse(values);
      const saved =
        mode === 'relation' && source
          ? await relate({ id: source.id, body: input }).unwrap()
          : await create(input).unwrap();
      showSuccess(t('admin.saved'));
      void navigate(to(`/admin/pages/update/${saved.id}`), { state: { saved: true } });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      showError(error);
    }
  }

  const title =
    mode === 'create'
      ? t('admin.pages.create')
      : mode === 'relation'
        ? t('admin.pages.createRelation')
        : t('admin.pages.edit');
  const missing =
    source && mode === 'update'
      ? LOCALES.filter(
          (l) => l !== source.locale && !source.translations.some((x) => x.locale === l),
        )
      : [];

  return (
    <>
      <PageHeader
        title={title}
        links={[{ title: t('admin.pages.title'), to: '/admin/pages' }]}
        extra={
          missing.length > 0 && source ? (
            <Button onClick={() => void navigate(to(`/admin/pages/create/relation/${source.id}`))}>
              {t('admin.content.addTranslation')}
            </Button>
          ) : null
        }
      />
      {justSaved && source ? <SavedNotice page={source} /> : null}
      {mode === 'relation' && source ? (
        <Alert
          type="info"
          message={t('admin.content.relationOf', { title: source.title })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        <Form
          layout="vertical"
          onFinish={() => void submit()}
          noValidate
          className="admin-page-form"
        >
          <Space wrap size="large" align="start">
            <Field
              label={t('admin.content.language')}
              error={errors.locale}
              htmlFor="page-locale"
              required
            >
              <Select
                id="page-locale"
                style={{ width: 200 }}
                value={values.locale}
                disabled={mode === 'update'}
                onChange={(l: Locale) => set('locale', l)}
                options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              />
            </Field>
            <Field
              label={t('admin.content.position')}
              error={errors.position}
              htmlFor="page-position"
            >
              <InputNumber
                id="page-position"
                min={0}
                max={10000}
                value={values.position}
                onChange={(v) => set('position', Number(v ?? 0))}
              />
            </Field>
            <Field label={t('admin.content.published')} htmlFor="page-published">
              <Switch
                id="page-published"
                checked={values.isPublished}
                onChange={(v) => set('isPublished', v)}
              />
            </Field>
          </Space>
          <Field
            label={t('admin.content.title')}
            error={errors.title}
            htmlFor="page-title"
            required
          >
            <Input
              id="page-title"
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <Field label={t('admin.content.slug')} error={errors.slug} htmlFor="page-slug" required>
            <Input
              id="page-slug"
              value={values.slug}
              onChange={(e) => set('slug', e.target.value)}
            />
          </Field>
          <Field
            label={t('admin.content.description')}
            error={errors.description}
            htmlFor="page-description"
          >
            <Input.TextArea
              id="page-description"
              rows={2}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          <BodyField
            label={t('admin.content.body')}
            value={values.body}
            onChange={(html) => set('body', html)}
            error={errors.body}
          />
          {source && mode === 'update' && source.translations.length > 0 ? (
            <p>
              {t('admin.content.translations')}:{' '}
              {source.translations.map((x) => (
                <AdminLink key={x.id} to={`/admin/pages/update/${x.id}`}>
                  {LANGUAGE_NAMES[x.locale]} ({x.slug}){' '}
                </AdminLink>
              ))}
            </p>
          ) : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('admin.save')}
            </Button>
            <Button onClick={() => void navigate(to('/admin/pages'))}>{t('admin.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/** /admin/pages/create, /admin/pages/update/:id and /admin/pages/create/relation/:id. */
export function PageForm({ mode }: { mode: Mode }) {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useGetAdminPageQuery(id, {
    skip: mode === 'create' || !id,
  });
  if (mode === 'create') return <PageEditor mode="create" />;
  const header = (
    <PageHeader
      title={t('admin.pages.edit')}
      links={[{ title: t('admin.pages.title'), to: '/admin/pages' }]}
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
  return <PageEditor key={`${mode}-${data.id}`} mode={mode} source={data} />;
}
