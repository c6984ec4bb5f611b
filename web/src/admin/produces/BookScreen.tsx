import { Alert, Button, Card, Descriptions, Empty, Progress, Table, Typography } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { contract, requestFor, type BookJobDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { DownloadLink } from '../shell/DownloadLink';
import { useT } from '../../app/intl';
import { runAction } from '../shell/run-action';
import { PageHeader } from '../shell/PageHeader';
import { Loaded } from '../shell/Screen';
import { useBuildBookMutation, useGetBookStateQuery } from './produces-api';

const running = (job: BookJobDto | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

const sizeMb = (bytes: number | null) =>
  bytes === null ? '' : `${(bytes / 1048576).toFixed(1)} MB`;

/** A build's progress while it runs, and its report (abstracts left out, and why) when done. */
function BuildCard({ job }: { job: BookJobDto }) {
  const t = useT();
  return (
    <Card title={t('adminBook.latest')} style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 's', label: t('adminBook.status'), children: t(`adminBook.status.${job.status}`) },
          {
            key: 'r',
            label: t('adminBook.requested'),
            children: `${job.requestedBy ?? ''} · ${formatDate(job.createdAt, t)}`,
          },
        ]}
      />
      {running(job) && (
        <div role="status" aria-live="polite">
          <Progress percent={job.progress} status="active" />
          <Typography.Text type="secondary">
            {t('adminBook.progress', { processed: job.processed, total: job.total })}
          </Typography.Text>
        </div>
      )}
      {job.status === 'failed' && (
        <Alert type="error" showIcon title={t('adminBook.failed')} description={job.error} />
      )}
      {job.status === 'done' && (
        <>
          <p role="status">
            {t('adminBook.done', {
              included: job.included ?? 0,
              pages: job.pageCount ?? 0,
              size: sizeMb(job.size),
            })}
          </p>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t('adminBook.report')}
          </Typography.Title>
          {job.problems.length === 0 ? (
            <p>{t('adminBook.noProblems')}</p>
          ) : (
            <Table
              size="small"
              rowKey="thesisId"
              pagination={false}
              dataSource={job.problems}
              columns={[
                { title: '#', dataIndex: 'thesisId' },
                { title: t('adminBook.abstract'), dataIndex: 'title' },
                {
                  title: t('adminBook.problem'),
                  key: 'problem',
                  render: (_: unknown, p) => t(`book.problem.${p.problem}`),
                },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}

/**
 * /admin/book: one click builds the book of abstracts in the background; the screen follows the
 * build (polling while it runs), shows its report and offers the latest finished book.
 */
export function BookScreen() {
  const t = useT();
  const first = useGetBookStateQuery();
  const busy = running(first.data?.latest);
  // Poll while a build runs; the query stops polling once it is done.
  const state = useGetBookStateQuery(undefined, { pollingInterval: busy ? 1000 : 0 });
  const { data, isLoading } = state;
  const [build, starting] = useBuildBookMutation();

  const onBuild = () =>
    runAction(
      () => build().unwrap(),
      () => t('adminBook.started'),
    );

  const header = (
    <PageHeader
      title={t('adminBook.title')}
      extra={
        <>
          <Button
            type="primary"
            icon={<BookOutlined />}
            loading={starting.isLoading}
            disabled={busy || isLoading}
            onClick={() => void onBuild()}
          >
            {t(data?.current ? 'adminBook.rebuild' : 'adminBook.build')}
          </Button>
          {data?.current && (
            <DownloadLink request={requestFor(contract.book.download)} name="book-of-abstracts.pdf">
              {t('adminBook.download')}
            </DownloadLink>
          )}
        </>
      }
    />
  );
  return (
    <>
      {header}
      <Typography.Paragraph type="secondary">{t('adminBook.intro')}</Typography.Paragraph>
      <Loaded query={state}>
        {({ latest, current }) =>
          latest ? (
            <>
              <BuildCard job={latest} />
              {current && current.id !== latest.id && (
                <p>
                  {t('adminBook.currentFrom', { date: formatDate(current.finishedAt ?? '', t) })}
                </p>
              )}
            </>
          ) : (
            <Empty description={t('adminBook.empty')} />
          )
        }
      </Loaded>
    </>
  );
}
