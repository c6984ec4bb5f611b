import { useEffect } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { LOCALES, otherLocale, type Locale } from '@conf/common';
import { useT, useTranslateKey } from '../../app/intl';
import { useSchemaForm } from '../../app/schema-form';
import { showSuccess } from '../../app/toast';
import { FormField } from '../../panel/shared/FormField';
import { AdminLink, SiteLink, useAdminPath } from '../shell/env';
import { LANGUAGE_NAMES } from '../shell/languages';
import { PageHeader } from '../shell/PageHeader';
import { usePreferences } from '../shell/preferences';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import type { ContentDto, ContentKind, ContentValues, Mode } from './content-kind';
import { BodyField } from './ContentFields';

/** After saving, the edit screen says where the item is on the site (or that it is a draft). */
function SavedNotice({ item, path }: { item: ContentDto; path: string }) {
  const t = useT();
  return (
    <Alert
      type={item.isPublished ? 'success' : 'info'}
      showIcon
      className="admin-saved"
      style={{ marginBottom: 16 }}
      message={
        item.isPublished ? (
          <>
            {t('admin.content.savedLink')}{' '}
            <SiteLink path={path} locale={item.locale}>
              {item.title}
            </SiteLink>
          </>
        ) : (
          t('admin.content.notOnSite')
        )
      }
    />
  );
}

function Editor<
  Dto extends ContentDto,
  V extends ContentValues,
  C extends z.ZodType,
  U extends z.ZodType,
>({ kind, mode, source }: { kind: ContentKind<Dto, V, C, U>; mode: Mode; source?: Dto }) {
  const t = useT();
  const translate = useTranslateKey();
  const navigate = useNavigate();
  const location = useLocation();
  const to = useAdminPath();
  const { locale: consoleLocale } = usePreferences();
  const base = `/admin/${kind.name}`;
  const valuesOf = (item: Dto): V =>
    ({
      ...kind.valuesOf(item),
      locale: mode === 'relation' ? otherLocale(item.locale) : item.locale,
      title: item.title,
      body: item.body ?? '',
      isPublished: mode === 'relation' ? true : item.isPublished,
    }) as V;
  const form = useSchemaForm(
    kind.schemas.create,
    () =>
      (source
        ? valuesOf(source)
        : { ...kind.blank(), locale: consoleLocale, title: '', body: '', isPublished: true }) as V,
  );
  const [create, created] = kind.endpoints.create.useMutation();
  const [relate, related] = kind.endpoints.createRelation.useMutation();
  const [update, updated] = kind.endpoints.update.useMutation();
  const busy = created.isLoading || related.isLoading || updated.isLoading;
  const justSaved =
    mode === 'update' && (location.state as { saved?: boolean } | null)?.saved === true;

  // Another item opened in the same screen (a translation link): start from its values.
  useEffect(() => {
    if (source) form.setValues(valuesOf(source));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesOf is derived from these
  }, [source, mode]);

  async function submit() {
    try {
      if (mode === 'update' && source) {
        const input = form.check(kind.schemas.update);
        if (!input) return;
        await update({ id: source.id, body: input }).unwrap();
        showSuccess(t('admin.saved'));
        void navigate(location.pathname, { replace: true, state: { saved: true } });
        return;
      }
      const input = form.validate();
      if (!input) return;
      const saved =
        mode === 'relation' && source
          ? await relate({ id: source.id, body: input }).unwrap()
          : await create(input).unwrap();
      showSuccess(t('admin.saved'));
      void navigate(to(`${base}/update/${saved.id}`), { state: { saved: true } });
    } catch (error) {
      form.refuse(error);
    }
  }

  const title = t(
    mode === 'create'
      ? `admin.${kind.name}.create`
      : mode === 'relation'
        ? `admin.${kind.name}.createRelation`
        : `admin.${kind.name}.edit`,
  );
  const canTranslate =
    source &&
    mode === 'update' &&
    LOCALES.some((l) => l !== source.locale && !source.translations.some((x) => x.locale === l));
  const { values, errors, set } = form;

  return (
    <>
      <PageHeader
        title={title}
        links={[{ title: t(`admin.${kind.name}.title`), to: base }]}
        extra={
          canTranslate ? (
            <Button onClick={() => void navigate(to(`${base}/create/relation/${source.id}`))}>
              {t('admin.content.addTranslation')}
            </Button>
          ) : null
        }
      />
      {justSaved && source ? <SavedNotice item={source} path={kind.publicPath(source)} /> : null}
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
          className={`admin-${kind.name === 'pages' ? 'page' : 'news'}-form`}
        >
          <Space wrap size="large" align="start">
            <FormField label={t('admin.content.language')} error={errors.locale} required>
              {(id) => (
                <Select
                  id={id}
                  style={{ width: 200 }}
                  value={values.locale}
                  disabled={mode === 'update'}
                  onChange={(l: Locale) => set('locale', l as V['locale'])}
                  options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                />
              )}
            </FormField>
            <kind.Fields slot="row" values={values} errors={errors} set={set} />
            <FormField label={t('admin.content.published')}>
              {(id) => (
                <Switch
                  id={id}
                  checked={values.isPublished}
                  onChange={(v) => set('isPublished', v as V['isPublished'])}
                />
              )}
            </FormField>
          </Space>
          <FormField label={t('admin.content.title')} error={errors.title} required>
            {(id) => (
              <Input
                id={id}
                value={values.title}
                onChange={(e) => set('title', e.target.value as V['title'])}
              />
            )}
          </FormField>
          <kind.Fields slot="main" values={values} errors={errors} set={set} />
          <BodyField
            label={t('admin.content.body')}
            value={values.body}
            onChange={(html) => set('body', html as V['body'])}
            error={errors.body && translate(errors.body)}
          />
          {source && mode === 'update' && source.translations.length > 0 ? (
            <p>
              {t('admin.content.translations')}:{' '}
              {source.translations.map((x) => (
                <AdminLink key={x.id} to={`${base}/update/${x.id}`}>
                  {LANGUAGE_NAMES[x.locale]}{' '}
                </AdminLink>
              ))}
            </p>
          ) : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
              {t('admin.save')}
            </Button>
            <Button onClick={() => void navigate(to(base))}>{t('admin.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/** /admin/{kind}/create, /admin/{kind}/update/:id and /admin/{kind}/create/relation/:id. */
export function ContentForm<
  Dto extends ContentDto,
  V extends ContentValues,
  C extends z.ZodType,
  U extends z.ZodType,
>({ kind, mode }: { kind: ContentKind<Dto, V, C, U>; mode: Mode }) {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = kind.endpoints.get.useQuery(id, {
    skip: mode === 'create' || !id,
  });
  if (mode === 'create') return <Editor kind={kind} mode="create" />;
  const header = (
    <PageHeader
      title={t(`admin.${kind.name}.edit`)}
      links={[{ title: t(`admin.${kind.name}.title`), to: `/admin/${kind.name}` }]}
    />
  );
  return (
    <>
      {isLoading || !data ? header : null}
      {isLoading ? (
        <ScreenLoading />
      ) : data ? (
        <Editor key={`${mode}-${data.id}`} kind={kind} mode={mode} source={data} />
      ) : (
        <ScreenError error={error} retry={() => void refetch()} />
      )}
    </>
  );
}
