import { useState } from 'react';
import { Select, type TableProps } from 'antd';
import { THESIS_STATUSES, type ThesisStatus, type ThesisSummaryDto } from '@conf/common';
import { useT } from '../../app/intl';
import { LocalLink } from '../../app/LocalLink';
import { formatDate } from '../../app/dates';
import { useGetMyThesesQuery } from '../panel-api';
import { NextStep } from '../shared/NextStep';
import { PanelList, usePanelList } from '../shared/PanelList';
import { ThesisStatusTag } from '../shared/StatusTags';

/** /user/panel/theses/submitted: the author's abstracts, searched, filtered, sorted and paged by the server. */
export function SubmittedPage() {
  const t = useT();
  const list = usePanelList();
  const [status, setStatus] = useState<ThesisStatus | undefined>(undefined);
  const result = useGetMyThesesQuery({ ...list.query, status });

  const columns: TableProps<ThesisSummaryDto>['columns'] = [
    list.sortable<ThesisSummaryDto>('title', t('panel.thesis.title'), (row) => (
      <LocalLink to={`/user/panel/theses/view/${row.id}`}>{row.title}</LocalLink>
    )),
    { title: t('panel.thesis.topic'), key: 'topic', render: (_v, row) => row.topic.name },
    list.sortable<ThesisSummaryDto>('status', t('panel.thesis.status'), (row) => (
      <ThesisStatusTag status={row.status} />
    )),
    list.sortable<ThesisSummaryDto>('submittedAt', t('panel.thesis.submittedAt'), (row) =>
      formatDate(row.submittedAt, t),
    ),
    {
      title: t('panel.thesis.actions'),
      key: 'next',
      render: (_v, row) => <NextStep id={row.id} status={row.status} />,
    },
  ];

  return (
    <PanelList
      titleId="submitted-title"
      title={t('panel.submitted.title')}
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      none={t('panel.theses.none')}
      filtered={status !== undefined}
      announceLoading
      searchStyle={{ width: 280 }}
      filters={
        <Select<ThesisStatus>
          allowClear
          aria-label={t('panel.thesis.status')}
          placeholder={t('panel.thesis.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            list.restart();
          }}
          options={THESIS_STATUSES.map((s) => ({ value: s, label: t(`thesis.status.${s}`) }))}
          style={{ width: 200 }}
        />
      }
    />
  );
}
