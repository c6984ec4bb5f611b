import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { contract, type AdminReviewerDto } from '@conf/common';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { actionsColumn, useAdminList } from '../shell/admin-list';
import { AdminLink } from '../shell/env';
import { AutoAssignButton } from './AutoAssignModal';
import { ConflictsList } from './ConflictsList';
import { PromoteReviewerModal, ReviewerTopicsModal } from './ReviewerModals';
import { useDemoteReviewerMutation } from './reviews-admin-api';

/**
 * /admin/reviewers: who reviews which topics and how loaded they are; organisers give and take
 * the reviewer role, set topics, mark and remove conflicts of interest, and start automatic
 * assignment from here.
 */
export function ReviewersPage() {
  const t = useT();
  const topics = useGetTopicsQuery();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminReviewerDto | null>(null);
  const [demote] = useDemoteReviewerMutation();
  const fullName = (r: AdminReviewerDto) => `${r.name} ${r.surname}`;

  const onDemote = async (r: AdminReviewerDto) => {
    try {
      await demote(r.id).unwrap();
      showSuccess(t('adminRev.reviewers.demoted', { name: fullName(r) }));
    } catch (err) {
      showError(err);
    }
  };

  const list = useAdminList(
    contract.reviews.admin.reviewers,
    [
      {
        title: t('adminRev.reviewers.name'),
        sort: 'surname',
        render: (_v, r) => <AdminLink to={`/admin/users/view/${r.id}`}>{fullName(r)}</AdminLink>,
      },
      { title: t('adminRev.reviewers.email'), dataIndex: 'email', key: 'email' },
      {
        title: t('adminRev.reviewers.topics'),
        key: 'topics',
        render: (_v, r) =>
          r.topics.map((tp) => (
            <Tag key={tp.id} color="geekblue">
              {tp.name}
            </Tag>
          )),
      },
      {
        title: t('adminRev.reviewers.assigned'),
        sort: 'assigned',
        render: (_v, r) => r.load.assigned,
      },
      {
        title: t('adminRev.reviewers.pending'),
        sort: 'pending',
        render: (_v, r) => r.load.pending,
      },
      { title: t('adminRev.reviewers.done'), key: 'done', render: (_v, r) => r.load.done },
      actionsColumn(t('adminWf.actions'), (r) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(r)}>
            {t('adminRev.reviewers.editTopics')}
          </Button>
          <Popconfirm
            title={t('adminRev.reviewers.demoteConfirm', { name: fullName(r) })}
            okText={t('adminRev.reviewers.demote')}
            cancelText={t('adminRev.cancel')}
            onConfirm={() => void onDemote(r)}
          >
            <Button size="small" danger>
              {t('adminRev.reviewers.demote')}
            </Button>
          </Popconfirm>
        </Space>
      )),
    ],
    [
      { kind: 'search', label: t('adminWf.search') },
      {
        kind: 'select',
        key: 'topicId',
        label: t('adminWf.topic'),
        loading: topics.isLoading,
        options: (topics.data ?? []).map((tp) => ({ value: String(tp.id), label: tp.name })),
      },
    ],
    {
      title: t('adminRev.reviewers.title'),
      defaults: { sort: 'surname' },
      actions: () => (
        <>
          <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('adminRev.reviewers.add')}
          </Button>
          <AutoAssignButton primary />
        </>
      ),
    },
  );
  return (
    <>
      {list.view}
      <Card
        style={{ marginTop: 24 }}
        title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('adminRev.conflicts.title')}</h2>}
      >
        <ConflictsList />
      </Card>
      <PromoteReviewerModal open={adding} onClose={() => setAdding(false)} />
      {editing && <ReviewerTopicsModal reviewer={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
