import { describe, expect, it } from 'vitest';
import { exportQuery } from './export-query';

describe('export links', () => {
  it('carry the filters and sort of the list, not its page', () => {
    const query = exportQuery(
      { status: 'accepted', q: 'waves', page: '3', pageSize: '50', sort: '-title' },
      'xlsx',
      ['status', 'topicId', 'q', 'sort'],
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      format: 'xlsx',
      status: 'accepted',
      q: 'waves',
      sort: '-title',
    });
  });
});
