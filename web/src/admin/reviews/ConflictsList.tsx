import { useState } from 'react';
import { Button, Empty, List, Popconfirm, Space, Typography } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { PAGINATION, type ConflictDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { AdminLink } from '../shell/env';
import { ScreenError, ScreenLoading } from '../shell/Screen';
import { ConflictModal } from './ConflictModal';
import { useGetConflictsQuery, useRemoveConflictMutation } from './reviews-admin-api';

function ConflictItem({ conflict, showThesis }: { conflict: ConflictDto; showThesis: boolean }) {
  const t = useT();
  const [remove, removing] = useRemoveConflictMutation();
  const name = `${conflict.reviewer.name} ${conflict.reviewer.surname}`;
  const onRemove = async () => {
    try {
      await remove(conflict.id).unwrap();
      showSuccess(t('adminRev.conflicts.removed'));
    } catch (err) {
      showError(err);
    }
  };
  const marked = formatDate(conflict.createdAt, t);
  return (
    <List.Item
      actions={[
        <Popconfirm
          key="remove"
          title={t('adminRev.conflicts.removeConfirm', { name })}
          okText={t('adminRev.conflicts.remove')}
          cancelText={t('adminRev.cancel')}
          onConfirm={() => void onRemove()}
        >
          <Button size="small" danger loading={removing.isLoading}>
            {t('adminRev.conflicts.remove')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <span>{name}</span>
            {showThesis && (
              <>
                <span aria-hidden="true">·</span>
                <AdminLink to={`/admin/theses/view/${conflict.thesis.id}`}>
                  {conflict.thesis.title}
                </AdminLink>
              </>
            )}
          </Space>
        }
        description={
          <Space orientation="vertical" size={0}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{conflict.reason}</Typography.Text>
            <Typography.Text type="secondary">
              {t('adminRev.conflicts.marked')}:{' '}
              {conflict.createdBy
                ? t('adminRev.conflicts.markedBy', { date: marked, name: conflict.createdBy })
                : marked}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * The conflicts of interest organisers declared, each removable, and "Mark a conflict": every
 * conflict on the reviewers screen, or one abstract's on its page (which fixes the abstract).
 */
export function ConflictsList({ thesis }: { thesis?: { id: number; title: string } }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const pageSize = PAGINATION.defaultPageSize;
  const { data, isLoading, error, refetch } = useGetConflictsQuery({
    page,
    pageSize,
    ...(thesis ? { thesisId: thesis.id } : {}),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('adminRev.conflicts.intro')}</Typography.Text>
      <Button icon={<StopOutlined />} onClick={() => setAdding(true)}>
        {t('adminRev.conflicts.add')}
      </Button>
      {isLoading ? (
        <ScreenLoading />
      ) : error || !data ? (
        <ScreenError error={error} retry={() => void refetch()} />
      ) : data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminRev.conflicts.none')} />
      ) : (
        <List
          size="small"
          aria-label={t('adminRev.conflicts.title')}
          dataSource={data.data}
          rowKey="id"
          renderItem={(c) => <ConflictItem conflict={c} showThesis={!thesis} />}
          pagination={
            data.total > pageSize
              ? { current: page, pageSize, total: data.total, onChange: setPage, size: 'small' }
              : false
          }
        />
      )}
      <ConflictModal open={adding} onClose={() => setAdding(false)} thesis={thesis} />
    </Space>
  );
}
