import type { ReactNode } from 'react';
import type { ZoomAccessDto } from '@conf/common';
import { useT } from '../app/intl';
import { LocalLink, useLocale } from '../app/LocalLink';
import { useCurrentUser, useSiteRead } from '../app/site-context';
import { myParticipationQuery, zoomAccessQuery } from './zoom-queries';

function ZoomDetails({ zoom }: { zoom: ZoomAccessDto }) {
  const t = useT();
  return (
    <dl className="zoom__details">
      <dt>{t('site.zoom.link')}</dt>
      <dd>
        <a href={zoom.url} target="_blank" rel="noopener noreferrer">
          {zoom.url}
        </a>
      </dd>
      {zoom.meetingId && (
        <>
          <dt>{t('site.zoom.meetingId')}</dt>
          <dd>{zoom.meetingId}</dd>
        </>
      )}
      {zoom.passcode && (
        <>
          <dt>{t('site.zoom.passcode')}</dt>
          <dd>{zoom.passcode}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * Zoom access of the academic programme (spec §2): only signed-in participants whose
 * participation is approved see the meeting details; everyone else learns how to get them.
 * Rendered in the browser only (the server does not know the visitor's participation).
 */
export function ZoomAccess() {
  const t = useT();
  const locale = useLocale();
  const { data: user, isLoading: userLoading } = useCurrentUser(locale);
  const part = useSiteRead(myParticipationQuery(locale), !user);
  const approved = part.data?.status === 'accepted';
  // Not yet asked counts as loading: the server renders this before the browser asks.
  const zoomQuery = useSiteRead(zoomAccessQuery(locale), !approved);
  const zoom = zoomQuery.data;

  let body: ReactNode;
  if (userLoading || part.isLoading || zoomQuery.isLoading) body = <p>{t('site.loading')}</p>;
  else if (!user) {
    body = (
      <p>
        {t('site.zoom.signIn')} <LocalLink to="/user/login">{t('site.user.login')}</LocalLink>
      </p>
    );
  } else if (!approved) {
    body = (
      <p>
        {t('site.zoom.notParticipant')}{' '}
        <LocalLink to="/user/panel">{t('site.user.panel')}</LocalLink>
      </p>
    );
  } else if (!zoom) body = <p>{t('site.zoom.pending')}</p>;
  else body = <ZoomDetails zoom={zoom} />;

  return (
    <section className="zoom card" aria-labelledby="zoom-title">
      <h2 id="zoom-title">{t('site.zoom.title')}</h2>
      {body}
    </section>
  );
}
