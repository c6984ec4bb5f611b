import { Button, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { LOCALES } from '@conf/common';
import { useT } from '../../app/intl';
import {
  actionsColumn,
  choiceFilter,
  useAdminListOf,
  yesNoFilter,
  type AdminColumn,
} from '../shell/admin-list';
import { DATE } from '../shell/dates';
import { AdminLink, SiteLink, useAdminPath } from '../shell/env';
import { LANGUAGE_NAMES } from '../shell/languages';
import type { ContentDto, ContentKind, ContentValues } from './content-kind';
import { PublishSwitch } from './PublishSwitch';

/** /admin/pages and /admin/news: every item in both languages, searched, filtered, sorted, paged. */
export function ContentList<
  Dto extends ContentDto,
  V extends ContentValues,
  C extends z.ZodType,
  U extends z.ZodType,
>({ kind }: { kind: ContentKind<Dto, V, C, U> }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const to = useAdminPath();
  const [publish] = kind.endpoints.publish.useMutation();
  const base = `/admin/${kind.name}`;

  const columns: AdminColumn<Dto>[] = [
    {
      title: t('admin.content.title'),
      sort: 'title',
      render: (_: unknown, item) => (
        <AdminLink to={`${base}/update/${item.id}`}>{item.title}</AdminLink>
      ),
    },
    {
      title: t('admin.content.language'),
      sort: 'locale',
      render: (_: unknown, item) => LANGUAGE_NAMES[item.locale],
    },
    ...kind.columns(t, (iso) => intl.formatDate(iso, DATE)),
    {
      title: t('admin.content.translations'),
      key: 'translations',
      render: (_: unknown, item) => (
        <Space wrap size={4}>
          {item.translations.map((x) => (
            <AdminLink key={x.id} to={`${base}/update/${x.id}`}>
              <Tag color={x.isPublished ? 'green' : 'default'}>{LANGUAGE_NAMES[x.locale]}</Tag>
            </AdminLink>
          ))}
          {LOCALES.some(
            (l) => l !== item.locale && !item.translations.some((x) => x.locale === l),
          ) ? (
            <AdminLink to={`${base}/create/relation/${item.id}`}>
              + {t('admin.content.addTranslation')}
            </AdminLink>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('admin.content.published'),
      key: 'isPublished',
      render: (_: unknown, item) => (
        <PublishSwitch
          id={item.id}
          isPublished={item.isPublished}
          toggle={publish}
          label={item.title}
        />
      ),
    },
    actionsColumn(t('admin.actions'), (item) => (
      <Space size="small" wrap>
        <AdminLink to={`${base}/update/${item.id}`}>{t('admin.edit')}</AdminLink>
        {kind.viewFromList && item.isPublished ? (
          <SiteLink path={kind.publicPath(item)} locale={item.locale}>
            {t('admin.view')}
          </SiteLink>
        ) : null}
      </Space>
    )),
  ];
  // The kind's list route answers its items: ContentKind's type pairs the two.
  const list = useAdminListOf<Dto>(
    kind.listRoute,
    columns,
    [
      { kind: 'search', label: t('admin.search') },
      choiceFilter('locale', t('admin.content.language'), LOCALES, (l) => LANGUAGE_NAMES[l]),
      yesNoFilter(
        'published',
        t('admin.content.status'),
        t('admin.content.published'),
        t('admin.content.draft'),
      ),
    ],
    {
      title: t(`admin.${kind.name}.title`),
      actions: () => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(to(`${base}/create`))}
        >
          {t(`admin.${kind.name}.create`)}
        </Button>
      ),
    },
  );
  return list.view;
}
