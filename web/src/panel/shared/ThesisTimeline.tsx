import type { ReactNode } from 'react';
import { Card, Empty, Tag, Timeline, Typography } from 'antd';
import {
  API_PREFIX,
  REVIEW_CRITERIA,
  type ApiRequest,
  type ThesisTimelineDto,
  type TimelineActorDto,
  type TimelineEntryDto,
} from '@conf/common';
import { ApiFileLink } from '../../app/ApiFileLink';
import { formatDate } from '../../app/dates';
import { useT } from '../../app/intl';
import { formatBytes } from './format';

type T = ReturnType<typeof useT>;

/** The API gives file addresses under /api; a file link wants them relative to the API base. */
const fileRequest = (url: string): ApiRequest => ({
  method: 'GET',
  url: url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url,
});

const time = (iso: string, t: T) => `${formatDate(iso, t)}, ${iso.slice(11, 16)} UTC`;

/** A person as the reader may know them: a name, "Reviewer 2", or "the organisers". */
function who(actor: TimelineActorDto | null, t: T): string | null {
  if (!actor) return null;
  if (actor.name) return actor.name;
  if (actor.reviewerNumber) return t('timeline.reviewerN', { number: actor.reviewerNumber });
  if (actor.role === 'admin') return t('timeline.organisers');
  return null;
}

const COLORS: Partial<Record<TimelineEntryDto['kind'], string>> = {
  accepted: 'green',
  payment_accepted: 'green',
  rejected: 'red',
  reviewer_declined: 'orange',
  payment_rejected: 'red',
  review_submitted: 'purple',
  review_updated: 'purple',
};

function title(entry: TimelineEntryDto, t: T): string {
  if (
    entry.kind === 'reviewer_assigned' ||
    entry.kind === 'reviewer_unassigned' ||
    entry.kind === 'reviewer_declined'
  ) {
    return t(`timeline.kind.${entry.kind}`, { name: who(entry.reviewer, t) ?? '' });
  }
  return t(`timeline.kind.${entry.kind}`);
}

function body(entry: TimelineEntryDto, t: T): ReactNode {
  switch (entry.kind) {
    case 'submitted':
    case 'resubmitted':
      return (
        <ApiFileLink request={fileRequest(entry.file.url)} name={entry.file.originalName}>
          {t('timeline.file', { version: entry.file.version, name: entry.file.originalName })} (
          {formatBytes(entry.file.size)})
        </ApiFileLink>
      );
    case 'review_submitted':
    case 'review_updated': {
      const r = entry.review;
      return (
        <>
          <div>
            {r.recommendation && (
              <Tag color="purple">{t(`review.recommendation.${r.recommendation}`)}</Tag>
            )}
            {t('timeline.scores', {
              scores: REVIEW_CRITERIA.map((c) => `${t(`review.criterion.${c}`)} ${r[c]}`).join(
                ', ',
              ),
            })}
          </div>
          {r.commentForAuthor && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {r.commentForAuthor}
            </Typography.Paragraph>
          )}
          {r.confidentialComment && (
            <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {t('adminRev.summary.confidential')}: {r.confidentialComment}
            </Typography.Paragraph>
          )}
        </>
      );
    }
    case 'rejected':
    case 'reviewer_declined':
      return (
        <span style={{ whiteSpace: 'pre-wrap' }}>
          {t('timeline.reason', { reason: entry.reason })}
        </span>
      );
    case 'payment_sent':
    case 'payment_accepted':
    case 'payment_rejected':
      return (
        <>
          <ApiFileLink request={fileRequest(entry.payment.receiptUrl)} inline>
            {t('timeline.amount', {
              amount: entry.payment.amount,
              currency: entry.payment.currency,
            })}
          </ApiFileLink>
          {'reason' in entry && entry.reason && (
            <div style={{ whiteSpace: 'pre-wrap' }}>
              {t('timeline.reason', { reason: entry.reason })}
            </div>
          )}
        </>
      );
    case 'message':
      return (
        <>
          {entry.message.body && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {entry.message.body}
            </Typography.Paragraph>
          )}
          {entry.message.attachment && (
            <ApiFileLink
              request={fileRequest(entry.message.attachment.url)}
              name={entry.message.attachment.originalName}
            >
              {entry.message.attachment.originalName}
            </ApiFileLink>
          )}
        </>
      );
    default:
      return null;
  }
}

/**
 * One abstract's life in order (the API decides what the reader may see): versions,
 * assignments, reviews, decisions, the fee and messages, each with who and when.
 */
export function ThesisTimeline({ timeline }: { timeline: ThesisTimelineDto }) {
  const t = useT();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('timeline.title')}</h2>}>
      {timeline.entries.length === 0 ? (
        <Empty description={t('timeline.empty')} />
      ) : (
        <Timeline
          aria-label={t('timeline.title')}
          items={timeline.entries.map((entry, i) => {
            const by = who(entry.actor, t);
            return {
              key: `${entry.kind}-${entry.at}-${i}`,
              color: COLORS[entry.kind] ?? 'blue',
              content: (
                <div data-kind={entry.kind} className="timeline-entry">
                  <Typography.Text strong>{title(entry, t)}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {time(entry.at, t)}
                      {by ? ` · ${t('timeline.by', { name: by })}` : ''}
                    </Typography.Text>
                  </div>
                  {body(entry, t)}
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
