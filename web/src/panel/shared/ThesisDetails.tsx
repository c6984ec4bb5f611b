import type { ReactNode } from 'react';
import { Card, Descriptions, List, Space, Table, Tag, Timeline, Typography } from 'antd';
import { DownloadOutlined, StarFilled } from '@ant-design/icons';
import {
  ACADEMIC_DEGREE_LABELS,
  ACADEMIC_TITLE_LABELS,
  contract,
  requestFor,
  type ThesisAuthorDto,
  type ThesisDto,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { feeText, formatBytes } from './format';
import { PaymentStatusTag, ThesisStatusTag } from './StatusTags';
import { DownloadItem } from './DownloadItem';

const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{text}</h2>;

/**
 * Everything an abstract holds, shown to its author and to organisers alike: status, topic,
 * keywords, authors, every file version, the rejection history and the payments.
 */
export function ThesisDetails({
  thesis,
  submitter,
}: {
  thesis: ThesisDto;
  /** Who sent it (the organisers' view). */
  submitter?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const authorColumns = [
    {
      title: t('auth.field.name'),
      key: 'name',
      render: (_: unknown, a: ThesisAuthorDto) => (
        <Space>
          <span>
            {a.name} {a.surname}
          </span>
          {a.isCorresponding && (
            <Tag icon={<StarFilled />} color="gold">
              {t('panel.thesis.corresponding')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('panel.view.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('auth.field.institution'),
      key: 'institution',
      render: (_: unknown, a: ThesisAuthorDto) => `${a.institution}, ${a.city}, ${a.country.name}`,
    },
    {
      title: t('panel.view.phone'),
      key: 'phone',
      render: (_: unknown, a: ThesisAuthorDto) => `${a.phonePrefix} ${a.phone}`,
    },
    {
      title: `${t('auth.field.academicDegree')} / ${t('auth.field.academicTitle')}`,
      key: 'degree',
      render: (_: unknown, a: ThesisAuthorDto) =>
        `${ACADEMIC_DEGREE_LABELS[a.academicDegree][locale]} / ${ACADEMIC_TITLE_LABELS[a.academicTitle][locale]}`,
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('panel.thesis.title')}>{thesis.title}</Descriptions.Item>
          <Descriptions.Item label={t('panel.thesis.status')}>
            <ThesisStatusTag status={thesis.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('panel.thesis.topic')}>{thesis.topic.name}</Descriptions.Item>
          <Descriptions.Item label={t('panel.thesis.keywords')}>
            {thesis.keywords.map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
          </Descriptions.Item>
          {submitter && (
            <Descriptions.Item label={t('adminWf.theses.submitter')}>{submitter}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('panel.thesis.submittedAt')}>
            {formatDate(thesis.submittedAt, t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('panel.view.fee')}>
            {feeText(t, thesis.fee)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={heading(t('panel.thesis.authors'))}>
        <Table<ThesisAuthorDto>
          rowKey={(a) => `${a.email}-${a.name}-${a.surname}`}
          columns={authorColumns}
          dataSource={thesis.authors}
          pagination={false}
          size="small"
          scroll={{ x: true }}
        />
      </Card>
      <Card title={heading(t('panel.view.files'))}>
        <List
          dataSource={[...thesis.files].reverse()}
          locale={{ emptyText: t('panel.empty') }}
          renderItem={(f) => (
            <DownloadItem
              key={f.id}
              download={{
                request: requestFor(contract.theses.file, {
                  params: { id: thesis.id, fileId: f.id },
                }),
                name: f.originalName,
                label: (
                  <>
                    <DownloadOutlined /> {t('panel.view.download')}
                  </>
                ),
              }}
              title={`${t('panel.view.version', { version: f.version })}: ${f.originalName}`}
              description={`${formatBytes(f.size)} · ${formatDate(f.createdAt, t)}`}
            />
          )}
        />
      </Card>
      {thesis.rejections.length > 0 && (
        <Card title={heading(t('panel.view.rejections'))}>
          <Timeline
            items={[...thesis.rejections].reverse().map((r, i) => ({
              key: i,
              color: 'red',
              content: (
                <div data-rejection>
                  <Typography.Text type="secondary">
                    {t('panel.view.rejectedOn', { date: formatDate(r.createdAt, t) })}
                  </Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                    {r.reason}
                  </Typography.Paragraph>
                </div>
              ),
            }))}
          />
        </Card>
      )}
      {thesis.payments.length > 0 && (
        <Card title={heading(t('panel.view.payment'))}>
          <List
            dataSource={[...thesis.payments].reverse()}
            renderItem={(p) => (
              <DownloadItem
                key={p.id}
                download={{
                  request: requestFor(contract.payments.receipt, { params: { id: p.id } }),
                  name: p.receipt.originalName,
                  label: t('panel.view.receipt'),
                }}
                title={
                  <Space wrap>
                    <PaymentStatusTag status={p.status} />
                    <span>{t('panel.fee.amount', { amount: p.amount, currency: p.currency })}</span>
                  </Space>
                }
                description={
                  <>
                    {formatDate(p.createdAt, t)}
                    {p.reason && <div>{t('panel.view.reason', { reason: p.reason })}</div>}
                  </>
                }
              />
            )}
          />
        </Card>
      )}
    </Space>
  );
}
