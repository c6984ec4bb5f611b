import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import {
  conflictsInvolving,
  type AdminProgrammeDto,
  type AdminSessionDto,
  type AdminSlotDto,
  type ProgrammeConflictDto,
} from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale } from '../../app/LocalLink';
import { showSuccess } from '../../app/toast';
import { runAction } from '../shell/run-action';
import { PageHeader } from '../shell/PageHeader';
import { Loaded } from '../shell/Screen';
import {
  useDeleteSessionMutation,
  useDeleteSlotMutation,
  useGetAdminProgrammeQuery,
  usePublishProgrammeMutation,
} from './programme-api';
import { EditDelete } from './actions';
import { useRoomName } from './fields';
import { RoomsPanel } from './RoomsPanel';
import { ReportsPanel, VersionsPanel } from './ReportsPanel';
import { SessionForm } from './SessionForm';
import { SlotForm } from './SlotForm';

type Editing =
  | { kind: 'session'; session?: AdminSessionDto }
  | { kind: 'slot'; slot?: AdminSlotDto; sessionId?: number }
  | null;

/** The conflicts of the working copy, as the API words them (warnings, never refusals). */
function Conflicts({ conflicts, title }: { conflicts: ProgrammeConflictDto[]; title: string }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={
        <ul className="programme-editor__conflicts">
          {conflicts.map((c, i) => (
            <li key={i}>{c.message}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

function Timetable({
  programme,
  edit,
}: {
  programme: AdminProgrammeDto;
  edit: (editing: Editing) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [deleteSession] = useDeleteSessionMutation();
  const [deleteSlot] = useDeleteSlotMutation();
  const title = (s: { titleEn: string; titleAz: string }) =>
    (locale === 'az' ? s.titleAz : s.titleEn) || null;
  const nameOf = useRoomName();
  const roomName = (id: number | null) => {
    const room = programme.rooms.find((r) => r.id === id);
    return room ? nameOf(room) : '—';
  };
  const flagged = (target: { sessionId?: number; slotId?: number }) =>
    conflictsInvolving(programme.conflicts, target).length > 0 ? (
      <Tag color="warning">{t('adminProg.conflict')}</Tag>
    ) : null;

  const slotColumns = [
    {
      title: t('adminProg.time'),
      key: 'time',
      render: (_: unknown, s: AdminSlotDto) => `${s.day} ${s.start}–${s.end}`,
    },
    {
      title: t('adminProg.slot.what'),
      key: 'what',
      render: (_: unknown, s: AdminSlotDto) =>
        s.kind === 'talk' ? (
          <>
            <div>{s.thesisTitle}</div>
            <small>{s.speakerName}</small>
          </>
        ) : (
          (title(s) ?? t(`programme.slotKind.${s.kind}`))
        ),
    },
    {
      title: t('adminProg.room'),
      key: 'room',
      render: (_: unknown, s: AdminSlotDto) => roomName(s.roomId),
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, s: AdminSlotDto) => (
        <Space wrap>
          {flagged({ slotId: s.id })}
          <EditDelete
            onEdit={() => edit({ kind: 'slot', slot: s })}
            onDelete={() => deleteSlot(s.id).unwrap()}
          />
        </Space>
      ),
    },
  ];
  const slotTable = (slots: AdminSlotDto[], emptyText?: string) => (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: true }}
      columns={slotColumns}
      dataSource={slots}
      locale={emptyText ? { emptyText } : undefined}
    />
  );
  const slotsOf = (sessionId: number | null) =>
    programme.slots
      .filter((s) => s.sessionId === sessionId)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const sessions = [...programme.sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const items = slotsOf(null);

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={programme.rooms.length === 0}
          onClick={() => edit({ kind: 'session' })}
        >
          {t('adminProg.session.add')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => edit({ kind: 'slot' })}>
          {t('adminProg.slot.addItem')}
        </Button>
      </Space>
      {programme.rooms.length === 0 && (
        <Alert type="info" showIcon title={t('adminProg.needRoom')} style={{ marginBottom: 16 }} />
      )}
      {sessions.length === 0 && items.length === 0 ? (
        <Empty description={t('adminProg.empty')} />
      ) : null}
      {sessions.map((session) => (
        <Card
          key={session.id}
          size="small"
          style={{ marginBottom: 16 }}
          title={
            <Flex wrap gap="small" align="center">
              <span>
                {session.day} {session.start}–{session.end}
              </span>
              <strong>{title(session) ?? t(`programme.sessionKind.${session.kind}`)}</strong>
              <span>· {roomName(session.roomId)}</span>
              {flagged({ sessionId: session.id })}
            </Flex>
          }
          extra={
            <Space wrap>
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => edit({ kind: 'slot', sessionId: session.id })}
              >
                {t('adminProg.slot.addTalk')}
              </Button>
              <EditDelete
                onEdit={() => edit({ kind: 'session', session })}
                onDelete={() => deleteSession(session.id).unwrap()}
                confirm="adminProg.session.confirmDelete"
              />
            </Space>
          }
        >
          {session.chairs.length > 0 && (
            <p>
              {t('adminProg.session.chairs')}: {session.chairs.join(', ')}
            </p>
          )}
          {slotTable(slotsOf(session.id), t('adminProg.session.noSlots'))}
        </Card>
      ))}
      {items.length > 0 && (
        <Card size="small" title={t('adminProg.items')}>
          {slotTable(items)}
        </Card>
      )}
    </>
  );
}

/**
 * /admin/programme: the working copy of the timetable (rooms, sessions, slots holding accepted
 * abstracts or items), its conflicts as the API reports them, publication as versions, the
 * speakers' timing reports.
 */
export function ProgrammeScreen() {
  const t = useT();
  const query = useGetAdminProgrammeQuery();
  const { data } = query;
  const [publish, publishing] = usePublishProgrammeMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [warnings, setWarnings] = useState<ProgrammeConflictDto[]>([]);

  const closed = (next?: ProgrammeConflictDto[]) => {
    setEditing(null);
    if (next) {
      setWarnings(next);
      showSuccess(t('adminProg.saved'));
    }
  };
  const onPublish = () =>
    runAction(
      async () => {
        const version = await publish().unwrap();
        setWarnings([]);
        return version;
      },
      (version) =>
        t('adminProg.published', { version: version.version, count: version.notifiedSpeakers }),
    );

  const header = (
    <PageHeader
      title={t('adminProg.title')}
      extra={
        data ? (
          <Popconfirm
            title={t('adminProg.publishConfirm')}
            onConfirm={() => void onPublish()}
            disabled={!data.unpublishedChanges}
          >
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={publishing.isLoading}
              disabled={!data.unpublishedChanges}
            >
              {t('adminProg.publish')}
            </Button>
          </Popconfirm>
        ) : null
      }
    />
  );
  return (
    <>
      {header}
      <Loaded query={query}>
        {(data) => (
          <>
            <p role="status">
              {data.published
                ? t('adminProg.status.published', {
                    version: data.published.version,
                    date: formatDate(data.published.publishedAt, t),
                  })
                : t('adminProg.status.never')}{' '}
              {data.unpublishedChanges ? (
                <Tag color="processing">{t('adminProg.status.changes')}</Tag>
              ) : (
                <Tag color="success">{t('adminProg.status.upToDate')}</Tag>
              )}
              {t('adminProg.timeZone', { zone: data.timeZone })}
            </p>
            <Conflicts conflicts={warnings} title={t('adminProg.warnings')} />
            <Conflicts conflicts={data.conflicts} title={t('adminProg.conflicts')} />
            <Tabs
              items={[
                {
                  key: 'timetable',
                  label: t('adminProg.tab.timetable'),
                  children: <Timetable programme={data} edit={setEditing} />,
                },
                {
                  key: 'rooms',
                  label: t('adminProg.tab.rooms'),
                  children: <RoomsPanel rooms={data.rooms} />,
                },
                { key: 'reports', label: t('adminProg.tab.reports'), children: <ReportsPanel /> },
                {
                  key: 'versions',
                  label: t('adminProg.tab.versions'),
                  children: <VersionsPanel />,
                },
              ]}
            />
            {editing?.kind === 'session' && (
              <SessionForm programme={data} session={editing.session} onClose={closed} />
            )}
            {editing?.kind === 'slot' && (
              <SlotForm
                programme={data}
                slot={editing.slot}
                sessionId={editing.sessionId}
                onClose={closed}
              />
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
