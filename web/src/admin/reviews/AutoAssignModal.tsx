import { useState } from 'react';
import { Alert, Button, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { AutoAssignProposalDto, AutoAssignThesisDto, ReviewerRefDto } from '@conf/common';
import { errorStatus } from '../../app/error-message';
import { useT } from '../../app/intl';
import { showError, showSuccess } from '../../app/toast';
import { useGetTopicsQuery } from '../../panel/panel-api';
import { AdminLink } from '../shell/env';
import { useApplyAutoAssignMutation, usePreviewAutoAssignMutation } from './reviews-admin-api';

const names = (people: ReviewerRefDto[]) => people.map((p) => `${p.name} ${p.surname}`);

/**
 * "Assign automatically": the API proposes reviewers for the open abstracts (of one topic or
 * all), the organiser reads the proposal, and only "Save" writes it. A proposal that went stale
 * meanwhile (409) is previewed again.
 */
export function AutoAssignModal({
  open,
  onClose,
  topicId: initialTopic,
}: {
  open: boolean;
  onClose: () => void;
  topicId?: number;
}) {
  const t = useT();
  const topics = useGetTopicsQuery();
  const [topicId, setTopicId] = useState<number | ''>(initialTopic ?? '');
  const [proposal, setProposal] = useState<AutoAssignProposalDto | null>(null);
  const [preview, previewing] = usePreviewAutoAssignMutation();
  const [apply, applying] = useApplyAutoAssignMutation();

  const onPreview = async () => {
    try {
      setProposal(await preview({ topicId: topicId === '' ? undefined : topicId }).unwrap());
    } catch (err) {
      showError(err);
    }
  };

  const onApply = async () => {
    if (!proposal) return;
    try {
      const result = await apply({
        topicId: topicId === '' ? undefined : topicId,
        fingerprint: proposal.fingerprint,
        assignments: proposal.assignments,
      }).unwrap();
      showSuccess(t('adminRev.auto.saved', { created: result.created, theses: result.theses }));
      setProposal(null);
      onClose();
    } catch (err) {
      showError(err);
      if (errorStatus(err) === 409) void onPreview();
    }
  };

  const rows = proposal?.theses.filter((row) => row.proposed.length > 0 || row.missing > 0) ?? [];
  return (
    <Modal
      open={open}
      title={t('adminRev.auto.title')}
      width={860}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('adminRev.cancel')}</Button>
          <Button loading={previewing.isLoading} onClick={() => void onPreview()}>
            {t('adminRev.auto.preview')}
          </Button>
          <Button
            type="primary"
            disabled={!proposal || proposal.assignments.length === 0}
            loading={applying.isLoading}
            onClick={() => void onApply()}
          >
            {t('adminRev.auto.apply')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label>
          {t('adminRev.auto.topic')}{' '}
          <Select<number | ''>
            value={topicId}
            style={{ width: 260, maxWidth: '100%' }}
            loading={topics.isLoading}
            onChange={(value) => {
              setTopicId(value);
              setProposal(null);
            }}
            options={[
              { value: '', label: t('adminRev.auto.allTopics') },
              ...(topics.data ?? []).map((tp) => ({ value: tp.id, label: tp.name })),
            ]}
          />
        </label>
        {proposal && (
          <Typography.Paragraph type="secondary">
            {t('adminRev.auto.intro', { count: proposal.reviewersPerAbstract })}
          </Typography.Paragraph>
        )}
        {proposal && proposal.assignments.length === 0 && (
          <Alert type="info" showIcon title={t('adminRev.auto.nothing')} />
        )}
        {proposal && rows.length > 0 && (
          <Table<AutoAssignThesisDto>
            size="small"
            rowKey={(row) => row.thesis.id}
            dataSource={rows}
            pagination={false}
            scroll={{ x: true, y: 360 }}
            aria-label={t('adminRev.auto.title')}
            columns={[
              {
                title: t('adminWf.theses.titleCol'),
                key: 'title',
                render: (_v, row) => (
                  <AdminLink to={`/admin/theses/view/${row.thesis.id}`}>
                    {row.thesis.title}
                  </AdminLink>
                ),
              },
              {
                title: t('adminWf.topic'),
                key: 'topic',
                render: (_v, row) => row.thesis.topic.name,
              },
              {
                title: t('adminRev.auto.existing'),
                key: 'existing',
                render: (_v, row) => names(row.existing).join(', '),
              },
              {
                title: t('adminRev.auto.proposed'),
                key: 'proposed',
                render: (_v, row) => (
                  <>
                    {names(row.proposed).map((n) => (
                      <Tag key={n} color="blue">
                        {n}
                      </Tag>
                    ))}
                    {row.missing > 0 && (
                      <Tag color="orange">{t('adminRev.auto.missing', { count: row.missing })}</Tag>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}

/** The button that opens automatic assignment (on the reviewers' and the abstracts' lists). */
export function AutoAssignButton({ primary = false }: { primary?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<ThunderboltOutlined />}
        onClick={() => setOpen(true)}
      >
        {t('adminRev.auto.button')}
      </Button>
      {open && <AutoAssignModal open onClose={() => setOpen(false)} />}
    </>
  );
}
