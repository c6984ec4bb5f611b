import { useState } from 'react';
import { Button, Empty, Input, List, Space, Table, Tag } from 'antd';
import type { AdminTimingReportDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { runAction } from '../shell/run-action';
import { Loaded } from '../shell/Screen';
import {
  useGetTimingReportsQuery,
  useGetVersionsQuery,
  useResolveTimingReportMutation,
} from './programme-api';

function Resolve({ report }: { report: AdminTimingReportDto }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [resolve, resolving] = useResolveTimingReportMutation();
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input
        aria-label={t('adminProg.report.note')}
        placeholder={t('adminProg.report.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button
        loading={resolving.isLoading}
        onClick={() =>
          void runAction(
            () => resolve({ id: report.id, note }).unwrap(),
            () => t('adminProg.report.resolved'),
          )
        }
      >
        {t('adminProg.report.resolve')}
      </Button>
    </Space.Compact>
  );
}

/** What speakers reported about their slots within their 48 hours, newest first. */
export function ReportsPanel() {
  const t = useT();
  return (
    <Loaded query={useGetTimingReportsQuery()}>
      {(data) =>
        data.length === 0 ? (
          <Empty description={t('adminProg.report.empty')} />
        ) : (
          <List
            dataSource={data}
            renderItem={(r) => (
              <List.Item key={r.id}>
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{r.thesisTitle}</span>
                      <Tag color={r.status === 'open' ? 'warning' : 'success'}>
                        {t(r.status === 'open' ? 'adminProg.report.open' : 'adminProg.report.done')}
                      </Tag>
                    </Space>
                  }
                  description={`${r.reporter} <${r.reporterEmail}> · ${formatDate(r.createdAt, t)}${
                    r.slot ? ` · ${r.slot.day} ${r.slot.start}–${r.slot.end}` : ''
                  } · v${r.version}`}
                />
                <div style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>{r.message}</div>
                {r.status === 'open' ? <Resolve report={r} /> : r.note && <em>{r.note}</em>}
              </List.Item>
            )}
          />
        )
      }
    </Loaded>
  );
}

/** Published versions, newest first: each publication froze the working copy as it was. */
export function VersionsPanel() {
  const t = useT();
  return (
    <Loaded query={useGetVersionsQuery()}>
      {(data) => (
        <Table
          rowKey="version"
          size="small"
          pagination={false}
          dataSource={data}
          locale={{ emptyText: t('adminProg.status.never') }}
          columns={[
            { title: t('adminProg.version'), dataIndex: 'version' },
            {
              title: t('adminProg.publishedAt'),
              key: 'at',
              render: (_: unknown, v) => formatDate(v.publishedAt, t),
            },
            { title: t('adminProg.publishedBy'), dataIndex: 'publishedBy' },
            { title: t('adminProg.notified'), dataIndex: 'notifiedSpeakers' },
          ]}
        />
      )}
    </Loaded>
  );
}
