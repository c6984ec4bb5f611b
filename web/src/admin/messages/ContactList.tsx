import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Badge, Button, Empty, Input, Pagination, Spin } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ContactDto, Locale } from '@conf/common';
import { useIntl } from 'react-intl';
import { useT } from '../../app/intl';
import { apiErrorBody } from '../../app/error-message';
import { useGetContactsQuery } from '../../chat/api';
import { formatMessageTime } from '../../chat/time';
import { AdminLink } from '../shell/env';
import { useListParams } from '../shell/list-params';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

function ContactRow({
  contact,
  active,
  search,
}: {
  contact: ContactDto;
  active: boolean;
  search: string;
}) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { lastMessage, unReadedCount } = contact;
  const text =
    lastMessage.excerpt || (lastMessage.hasAttachment ? t('chat.contacts.attachment') : '');
  return (
    <li>
      <AdminLink
        to={`/admin/messages/${contact.userId}${search}`}
        className={`chat-contact${unReadedCount > 0 ? ' chat-contact--unread' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <span className="chat-contact__text">
          <span className="chat-contact__name">
            {contact.name} {contact.surname}
          </span>
          <span className="chat-contact__excerpt">
            {lastMessage.hasAttachment ? <PaperClipOutlined aria-hidden="true" /> : null}{' '}
            {lastMessage.fromAdmin ? t('chat.contacts.mine', { text }) : text}
          </span>
          <time className="chat-contact__excerpt" dateTime={lastMessage.createdAt}>
            {formatMessageTime(lastMessage.createdAt, locale)}
          </time>
        </span>
        {unReadedCount > 0 ? (
          <Badge
            count={unReadedCount}
            overflowCount={99}
            data-testid={`contact-unread-${contact.userId}`}
            aria-label={t('chat.contacts.unread', { count: unReadedCount })}
          />
        ) : null}
      </AdminLink>
    </li>
  );
}

/**
 * The organisers' conversations, latest first, with unread counts; searched and paged on the
 * server. A conversation with a new message rises to the top live (socket handlers edit page 1).
 */
export function ContactList({ activeUserId }: { activeUserId: number | null }) {
  const t = useT();
  const { search } = useLocation();
  const { params, update, page } = useListParams();
  const q = params.q ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return undefined;
    const timer = setTimeout(() => update({ q: typed.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, update]);

  const { data, isLoading, isFetching, error, refetch } = useGetContactsQuery({
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
  });

  return (
    <nav aria-label={t('chat.contacts.title')}>
      <Input.Search
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(value) => update({ q: value.trim() })}
        placeholder={t('chat.contacts.search')}
        aria-label={t('chat.contacts.search')}
        allowClear
        loading={isFetching && !isLoading}
      />
      {isLoading ? (
        <div className="chat-state" role="status">
          <Spin />
          <span>{t('site.loading')}</span>
        </div>
      ) : error ? (
        <Alert
          type="error"
          showIcon
          message={apiErrorBody(error)?.message ?? t('site.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('site.retry')}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <Empty description={q ? t('chat.contacts.noMatch', { q }) : t('chat.contacts.empty')} />
      ) : (
        <>
          <ul className="chat-contacts">
            {data.data.map((contact) => (
              <ContactRow
                key={contact.userId}
                contact={contact}
                active={contact.userId === activeUserId}
                search={search}
              />
            ))}
          </ul>
          {data.total > PAGE_SIZE ? (
            <Pagination
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </nav>
  );
}
