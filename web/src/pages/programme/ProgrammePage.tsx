import { useLocation } from 'react-router';
import type { PublicProgrammeDto, PublicSessionDto, PublicSlotDto } from '@conf/common';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { useLocale, useLocalePath } from '../../app/LocalLink';
import { useSiteRead } from '../../app/site-context';
import { usePage } from '../content-queries';
import { EmptyState, ErrorState, Loading } from '../states';
import { ZoomAccess } from '../ZoomAccess';
import { ProgrammeCatalogue } from './ProgrammeCatalogue';
import {
  programmeCalendarUrl,
  publicProgrammeQuery,
  sessionCalendarUrl,
} from './programme-queries';
import { PROGRAMME_VIEWS, programmeQueryFromSearch, type ProgrammeView } from './query';

export const PROGRAMME_SLUG = 'academic_program';

/** A session or an item outside any session, on one line of the timetable. */
type Entry = { session: PublicSessionDto } | { item: PublicSlotDto };
const startOf = (e: Entry) => ('session' in e ? e.session.startsAt : e.item.startsAt);

/** "09:30–10:00": wall-clock times as the API gives them, already in Baku time. */
function TimeSpan({ of }: { of: { startsAt: string; start: string; end: string } }) {
  return (
    <time dateTime={of.startsAt} className="programme__time">
      {`${of.start}–${of.end}`}
    </time>
  );
}

function SlotLine({ slot }: { slot: PublicSlotDto }) {
  const t = useT();
  return (
    <li className="programme__slot">
      <TimeSpan of={slot} />
      <div>
        <span className="programme__slot-title">{slot.title}</span>
        {slot.speaker && (
          <span className="programme__speaker">
            {t('site.programme.speaker', { name: slot.speaker })}
          </span>
        )}
        {slot.authors.length > 1 && (
          <span className="programme__authors">{slot.authors.join(', ')}</span>
        )}
      </div>
    </li>
  );
}

function SessionBlock({ session }: { session: PublicSessionDto }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="card programme__session" aria-labelledby={`session-${session.id}`}>
      <header className="programme__session-head">
        <TimeSpan of={session} />
        <div>
          <h4 id={`session-${session.id}`} className="programme__session-title">
            {session.title}
          </h4>
          <p className="programme__meta">
            {session.room.name}
            {session.topic && session.topic.name !== session.title && ` · ${session.topic.name}`}
          </p>
          {session.chairs.length > 0 && (
            <p className="programme__meta">
              {t('site.programme.chairs', { names: session.chairs.join(', ') })}
            </p>
          )}
        </div>
      </header>
      {session.slots.length > 0 && (
        <ol className="programme__slots">
          {session.slots.map((slot) => (
            <SlotLine key={slot.id} slot={slot} />
          ))}
        </ol>
      )}
      <a className="programme__ics no-print" href={sessionCalendarUrl(locale, session.id)} download>
        {t('site.programme.sessionCalendar')}
      </a>
    </article>
  );
}

function ItemBlock({ item }: { item: PublicSlotDto }) {
  return (
    <div className="programme__item">
      <TimeSpan of={item} />
      <div>
        <span className="programme__slot-title">{item.title}</span>
        {item.room && <span className="programme__meta"> · {item.room}</span>}
      </div>
    </div>
  );
}

interface Group {
  key: string;
  title: string;
  entries: Entry[];
}

/** The timetable arranged by day, by room or by topic; entries by start time in each group. */
function groupsOf(
  data: PublicProgrammeDto,
  view: ProgrammeView,
  labels: { day: (day: string) => string; noTopic: string; noRoom: string },
): Group[] {
  const entries: Entry[] = [
    ...data.sessions.map((session) => ({ session })),
    ...data.items.map((item) => ({ item })),
  ].sort((a, b) => Date.parse(startOf(a)) - Date.parse(startOf(b)));
  const keyOf = (e: Entry): [string, string] => {
    if (view === 'day') {
      const day = 'session' in e ? e.session.day : e.item.day;
      return [day, labels.day(day)];
    }
    if (view === 'room') {
      // Items carry their room's name only: sessions and items meet under the same name.
      const name = 'session' in e ? e.session.room.name : (e.item.room ?? labels.noRoom);
      return [`r:${name}`, name];
    }
    const topic = 'session' in e ? e.session.topic : null;
    return topic ? [`t${topic.id}`, topic.name] : ['t0', labels.noTopic];
  };
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const [key, title] = keyOf(entry);
    if (!groups.has(key)) groups.set(key, { key, title, entries: [] });
    groups.get(key)!.entries.push(entry);
  }
  return [...groups.values()];
}

function Filters({ data, view }: { data: PublicProgrammeDto; view: ProgrammeView }) {
  const t = useT();
  const localize = useLocalePath();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <label className="programme__filter">
      {label}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('site.programme.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    // A GET form: filters are links, work without script and are filtered on the server.
    <form
      className="programme__filters no-print"
      method="get"
      action={localize(`/pages/${PROGRAMME_SLUG}`)}
      role="search"
      aria-label={t('site.programme.filters')}
    >
      {select(
        'day',
        t('site.programme.day'),
        data.days.map((d) => ({ value: d, label: formatDate(`${d}T12:00:00Z`, t) })),
      )}
      {select(
        'roomId',
        t('site.programme.room'),
        data.rooms.map((r) => ({ value: String(r.id), label: r.name })),
      )}
      {select(
        'topicId',
        t('site.programme.topic'),
        data.topics.map((r) => ({ value: String(r.id), label: r.name })),
      )}
      <label className="programme__filter programme__filter--wide">
        {t('site.programme.search')}
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} maxLength={200} />
      </label>
      <label className="programme__filter">
        {t('site.programme.view')}
        <select name="view" defaultValue={view}>
          {PROGRAMME_VIEWS.map((v) => (
            <option key={v} value={v}>
              {t(
                v === 'day'
                  ? 'site.programme.byDay'
                  : v === 'room'
                    ? 'site.programme.byRoom'
                    : 'site.programme.byTopic',
              )}
            </option>
          ))}
        </select>
      </label>
      <div className="programme__filter-actions">
        <button type="submit" className="button">
          {t('site.programme.show')}
        </button>
        <a className="button button--ghost" href={localize(`/pages/${PROGRAMME_SLUG}`)}>
          {t('site.programme.reset')}
        </a>
      </div>
    </form>
  );
}

function Timetable() {
  const t = useT();
  const locale = useLocale();
  const { query, view } = programmeQueryFromSearch(useLocation().search);
  const { data, isLoading, isError, refetch } = useSiteRead(publicProgrammeQuery(locale, query));
  if (isLoading) return <Loading />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;
  if (data.version === null) {
    return (
      <EmptyState title={t('site.programme.notPublished')}>
        {t('site.programme.notPublishedHint')}
      </EmptyState>
    );
  }
  const offset = [...data.sessions, ...data.items][0]?.startsAt.slice(-6) ?? '+04:00';
  const groups = groupsOf(data, view, {
    day: (d) => formatDate(`${d}T12:00:00Z`, t),
    noTopic: t('site.programme.noTopic'),
    noRoom: '—',
  });
  return (
    <>
      <div className="programme__bar">
        <p className="programme__note">
          {t('site.programme.timeZone', { offset })}{' '}
          {data.updatedAt
            ? t('site.programme.updatedOn', { date: formatDate(data.updatedAt, t) })
            : t('site.programme.version', { version: data.version })}
        </p>
        <div className="programme__links no-print">
          <a className="button" href={programmeCalendarUrl(locale)} download>
            {t('site.programme.calendar')}
          </a>
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            {t('site.programme.print')}
          </button>
        </div>
      </div>
      <Filters data={data} view={view} />
      {groups.length === 0 ? (
        <EmptyState title={t('site.programme.noMatch')} />
      ) : (
        groups.map((group) => (
          <section key={group.key} className="programme__group" aria-label={group.title}>
            <h3 className="programme__group-title">{group.title}</h3>
            {group.entries.map((e) =>
              'session' in e ? (
                <SessionBlock key={`s${e.session.id}`} session={e.session} />
              ) : (
                <ItemBlock key={`i${e.item.id}`} item={e.item} />
              ),
            )}
          </section>
        ))
      )}
    </>
  );
}

/**
 * /pages/academic_program (spec §2): the organisers' page text, Zoom access, then the published
 * timetable, server-rendered with its filters in the URL; printable (print hides the controls).
 */
export function ProgrammePage() {
  return (
    <ProgrammeCatalogue>
      <ProgrammeScreen />
    </ProgrammeCatalogue>
  );
}

function ProgrammeScreen() {
  const t = useT();
  const { data: page } = usePage(PROGRAMME_SLUG);
  return (
    <main id="main" className="page programme">
      <article>
        <h1>{page?.title ?? t('site.nav.academicProgram')}</h1>
        {page?.description && <p className="page__lead">{page.description}</p>}
        {/* The API sanitises page HTML when it is saved; it is shown as the organisers wrote it. */}
        {page && <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />}
      </article>
      <ZoomAccess />
      <section aria-labelledby="timetable" className="programme__timetable">
        <h2 id="timetable">{t('site.programme.timetable')}</h2>
        <Timetable />
      </section>
    </main>
  );
}
