import { conferenceDays, type PublicProgrammeQuery } from '@conf/common';

export const PROGRAMME_VIEWS = ['day', 'room', 'topic'] as const;
export type ProgrammeView = (typeof PROGRAMME_VIEWS)[number];

const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The programme's filters as the page's URL holds them (a plain GET form, so the page works and
 * is shareable without script). A value the API would refuse is dropped rather than sent: a bad
 * link shows the whole programme, not an error.
 */
export function programmeQueryFromSearch(search: string): {
  query: PublicProgrammeQuery;
  view: ProgrammeView;
} {
  const params = new URLSearchParams(search);
  const query: PublicProgrammeQuery = {};
  const day = params.get('day');
  if (day && conferenceDays().includes(day)) query.day = day;
  const roomId = positive(params.get('roomId'));
  if (roomId) query.roomId = roomId;
  const topicId = positive(params.get('topicId'));
  if (topicId) query.topicId = topicId;
  const q = params.get('q')?.trim().slice(0, 200);
  if (q) query.q = q;
  const view = params.get('view');
  return {
    query,
    view: (PROGRAMME_VIEWS as readonly string[]).includes(view ?? '')
      ? (view as ProgrammeView)
      : 'day',
  };
}
