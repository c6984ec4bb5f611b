import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LOCALES, type AdminPageDto } from '@conf/common';
import { useIntl } from 'react-intl';
import { useT } from '../../app/intl';
import { AdminLink, SiteLink, useAdminPath } from '../shell/env';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError } from '../shell/Screen';
import { sortFromTable, sortOrderOf, useListParams } from '../shell/list-params';
import { LANGUAGE_NAMES } from '../shell/languages';
import { useListAdminPagesQuery, usePublishPageMutation } from './content-api';
import { ContentFilters } from './ListFilters';
import { PublishSwitch } from './PublishSwitch';
import { pagePublicPath } from './public-path';
import { useNavigate } from 'react-router';
import { DATE } from '../shell/dates';

/** /admin/pages: every content page in both languages, searched, filtered, sorted, paged. */
export function PagesList() {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const to = useAdminPath();
  const { params, update, reset, page, pageSize } = useListParams();
  const { data, error, isFetching, refetch } = useListAdminPagesQuery(params);
  const [publish] = usePublishPageMutation();

  return (
    <>
      <PageHeader
        title={t('admin.pages.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(to('/admin/pages/create'))}
          >
            {t('admin.pages.create')}
          </Button>
        }
      />
      <ContentFilters params={params} update={update} reset={reset} />
      {error ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<AdminPageDto>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: t('admin.empty') }}
          onChange={(pagination, _filters, sorter) =>
            update({
              page: String(pagination.current ?? 1),
              pageSize: String(pagination.pageSize ?? pageSize),
              sort: sortFromTable(sorter),
            })
          }
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('admin.total', { total }),
          }}
          scroll={{ x: true }}
          columns={[
            {
              title: t('admin.content.title'),
              dataIndex: 'title',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'title'),
              render: (_: unknown, p) => (
                <AdminLink to={`/admin/pages/update/${p.id}`}>{p.title}</AdminLink>
              ),
            },
            {
              title: t('admin.content.language'),
              dataIndex: 'locale',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'locale'),
              render: (_: unknown, p) => LANGUAGE_NAMES[p.locale],
            },
            {
              title: t('admin.content.slug'),
              dataIndex: 'slug',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'slug'),
            },
            {
              title: t('admin.content.translations'),
              key: 'translations',
              render: (_: unknown, p) => {
                const missing = LOCALES.filter(
                  (l) => l !== p.locale && !p.translations.some((tr) => tr.locale === l),
                );
                return (
                  <Space wrap size={4}>
                    {p.translations.map((tr) => (
                      <AdminLink key={tr.id} to={`/admin/pages/update/${tr.id}`}>
                        <Tag color={tr.isPublished ? 'green' : 'default'}>
                          {LANGUAGE_NAMES[tr.locale]}
                        </Tag>
                      </AdminLink>
                    ))}
                    {missing.length > 0 ? (
                      <AdminLink to={`/admin/pages/create/relation/${p.id}`}>
                        + {t('admin.content.addTranslation')}
                      </AdminLink>
                    ) : null}
                  </Space>
                );
              },
            },
            {
              title: t('admin.content.published'),
              dataIndex: 'isPublished',
              render: (_: unknown, p) => (
                <PublishSwitch
                  id={p.id}
                  isPublished={p.isPublished}
                  toggle={publish}
                  label={p.title}
                />
              ),
            },
            {
              title: t('admin.content.updatedAt'),
              dataIndex: 'updatedAt',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'updatedAt'),
              render: (_: unknown, p) => intl.formatDate(p.updatedAt, DATE),
            },
            {
              title: t('admin.actions'),
              key: 'actions',
              render: (_: unknown, p) => (
                <Space size="small" wrap>
                  <AdminLink to={`/admin/pages/update/${p.id}`}>{t('admin.edit')}</AdminLink>
                  {p.isPublished ? (
                    <SiteLink path={pagePublicPath(p.slug)} locale={p.locale}>
                      {t('admin.view')}
                    </SiteLink>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
