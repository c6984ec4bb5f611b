import { useLocation, useNavigate } from 'react-router';
import type { MessageDto, MessageKey, NewNotification, ReviewsCompleteEvent } from '@conf/common';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { useT } from '../../app/intl';
import { useGetCurrentUserQuery } from '../../app/api';
import { useSiteContext } from '../../app/site-context';
import { useRealtimeSocket, useSocketEvent } from '../../app/socket-hooks';
import { chatApi } from '../../chat/api';
import { usePlatform } from '../platform/context';
import { useAdminPath } from '../shell/env';
import { useConsoleNotifications } from '../shell/notifications';
import { usersAdminApi } from '../users/users-api';

const NOTIFICATION_TITLES: Record<NewNotification['type'], MessageKey> = {
  thesis_submitted: 'realtime.notify.thesisSubmitted',
  thesis_resubmitted: 'realtime.notify.thesisResubmitted',
  receipt_uploaded: 'realtime.notify.receiptUploaded',
  review_declined: 'realtime.notify.reviewDeclined',
};

function isNewNotification(payload: object): payload is NewNotification {
  const p = payload as Partial<NewNotification>;
  return (
    typeof p.type === 'string' && p.type in NOTIFICATION_TITLES && typeof p.thesisId === 'number'
  );
}

function routeOf(n: NewNotification): string {
  return n.type === 'receipt_uploaded' ? '/admin/payments' : `/admin/theses/view/${n.thesisId}`;
}

/**
 * The console's live side: keeps the socket open while an organiser is signed in and tells them
 * what happened elsewhere, an antd notification in the console and the platform's notification
 * (browser or OS) while the console is out of sight.
 */
export function AdminRealtime() {
  const { data: user } = useGetCurrentUserQuery();
  useRealtimeSocket(useSiteContext().store, user);
  const t = useT();
  const notifications = useConsoleNotifications();
  const platform = usePlatform();
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  const announce = (title: string, body: string, route: string) => {
    if (document.visibilityState === 'hidden') platform.notify(title, body, route);
    notifications.info({
      message: title,
      description: body,
      placement: 'bottomRight',
      onClick: () => void navigate(adminPath(route)),
      style: { cursor: 'pointer' },
    });
  };

  useSocketEvent('new_notification', (payload) => {
    if (!isNewNotification(payload)) return;
    announce(
      t(NOTIFICATION_TITLES[payload.type]),
      t('realtime.notify.body', { name: payload.userName, title: payload.title }),
      routeOf(payload),
    );
  });

  // Every reviewer of an abstract has reviewed its latest version: it awaits a decision.
  useSocketEvent('reviews_complete', (event: ReviewsCompleteEvent) => {
    announce(
      t('adminRev.notify.reviewsComplete'),
      t('adminRev.notify.reviewsCompleteBody', {
        title: event.title,
        done: event.done,
        mean: event.mean === null ? '–' : event.mean.toFixed(1),
      }),
      `/admin/theses/view/${event.thesisId}`,
    );
  });

  useSocketEvent('new_message_admin', (message: MessageDto) => {
    if (message.fromAdmin) return;
    const route = `/admin/messages/${message.userId}`;
    const showing = pathname.endsWith(route) && document.visibilityState === 'visible';
    if (showing) return;
    const body =
      message.body ||
      (message.attachment
        ? t('realtime.notify.attachment', { name: message.attachment.name })
        : '');
    const state = store.getState();
    const known = chatApi.util
      .selectCachedArgsForQuery(state, 'getContacts')
      .flatMap((args) => chatApi.endpoints.getContacts.select(args)(state).data?.data ?? [])
      .find((c) => c.userId === message.userId);
    if (known) {
      announce(
        t('realtime.notify.message', { name: `${known.name} ${known.surname}` }),
        body,
        route,
      );
      return;
    }
    void dispatch(
      usersAdminApi.endpoints.getAdminUser.initiate(message.userId, { subscribe: false }),
    )
      .unwrap()
      .then(({ user }) =>
        announce(
          t('realtime.notify.message', { name: `${user.name} ${user.surname}` }),
          body,
          route,
        ),
      )
      .catch(() => announce(t('realtime.notify.message', { name: '' }), body, route));
  });

  return notifications.holder;
}
