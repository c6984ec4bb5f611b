import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { LOCALES, type AdminNewsDto } from '@conf/common';
import { useT } from '../../app/intl';
import { AdminLink, useAdminPath } from '../shell/env';
import { LANGUAGE_NAMES } from '../shell/languages';
import { PageHeader } from '../shell/PageHeader';
import { ScreenError } from '../shell/Screen';
import { sortFromTable, sortOrderOf, useListParams } from '../shell/list-params';
import { useListAdminNewsQuery, usePublishNewsMutation } from './content-api';
import { ContentFilters } from './ListFilters';
import { PublishSwitch } from './PublishSwitch';
import { DATE } from '../shell/dates';

/** /admin/news: the news of both languages, managed like the pages. */
export function NewsList() {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const to = useAdminPath();
  const { params, update, reset, page, pageSize } = useListParams();
  const { data, error, isFetching, refetch } = useListAdminNewsQuery(params);
  const [publish] = usePublishNewsMutation();

  return (
    <>
      <PageHeader
        title={t('admin.news.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(to('/admin/news/create'))}
          >
            {t('admin.news.create')}
          </Button>
        }
      />
      <ContentFilters params={params} update={update} reset={reset} />
      {error ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : (
        <Table<AdminNewsDto>
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
              render: (_: unknown, n) => (
                <AdminLink to={`/admin/news/update/${n.id}`}>{n.title}</AdminLink>
              ),
            },
            {
              title: t('admin.content.language'),
              dataIndex: 'locale',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'locale'),
              render: (_: unknown, n) => LANGUAGE_NAMES[n.locale],
            },
            {
              title: t('admin.content.publishedAt'),
              dataIndex: 'publishedAt',
              sorter: true,
              sortOrder: sortOrderOf(params.sort, 'publishedAt'),
              render: (_: unknown, n) => intl.formatDate(n.publishedAt, DATE),
            },
            {
              title: t('admin.content.translations'),
              key: 'translations',
              render: (_: unknown, n) => {
                const missing = LOCALES.some(
                  (l) => l !== n.locale && !n.translations.some((x) => x.locale === l),
                );
                return (
                  <Space wrap size={4}>
                    {n.translations.map((x) => (
                      <AdminLink key={x.id} to={`/admin/news/update/${x.id}`}>
                        <Tag color={x.isPublished ? 'green' : 'default'}>
                          {LANGUAGE_NAMES[x.locale]}
                        </Tag>
                      </AdminLink>
                    ))}
                    {missing ? (
                      <AdminLink to={`/admin/news/create/relation/${n.id}`}>
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
              render: (_: unknown, n) => (
                <PublishSwitch
                  id={n.id}
                  isPublished={n.isPublished}
                  toggle={publish}
                  label={n.title}
                />
              ),
            },
            {
              title: t('admin.actions'),
              key: 'actions',
              render: (_: unknown, n) => (
                <AdminLink to={`/admin/news/update/${n.id}`}>{t('admin.edit')}</AdminLink>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
