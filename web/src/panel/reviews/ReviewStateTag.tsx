import { Tag } from 'antd';
import { StarFilled } from '@ant-design/icons';
import type { ReviewQueueItemDto } from '@conf/common';
import { useT } from '../../app/intl';

const COLORS = { reviewed: 'green', outdated: 'orange', draft: 'gold', toReview: 'blue' } as const;

/**
 * Where the reviewer's review of an abstract stands: none, a draft kept on the server, done, or
 * for an older version.
 */
export function ReviewStateTag({
  item,
}: {
  item: Pick<ReviewQueueItemDto, 'review' | 'bookmarked' | 'draft'>;
}) {
  const t = useT();
  const state = !item.review
    ? item.draft
      ? 'draft'
      : 'toReview'
    : item.review.current
      ? 'reviewed'
      : 'outdated';
  return (
    <>
      <Tag color={COLORS[state]}>{t(`reviewing.state.${state}`)}</Tag>
      {item.bookmarked && (
        <StarFilled aria-label={t('reviewing.bookmarked')} style={{ color: '#faad14' }} />
      )}
    </>
  );
}
