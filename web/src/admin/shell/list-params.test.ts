import { describe, expect, it } from 'vitest';
import { contract, requestFor, urlOf } from '@conf/common';
import { sortFromTable, sortOrderOf, withoutPaging } from './list-params';

describe('export links', () => {
  it('carry the filters and sort of the list, not its page', () => {
    const query = withoutPaging({
      status: 'accepted' as const,
      q: 'waves',
      page: '3',
      pageSize: '50',
      sort: '-title',
    });
    const url = new URL(
      urlOf(
        'http://x/api',
        requestFor(contract.theses.adminExport, { query: { ...query, format: 'xlsx' } }),
      ),
    );
    expect(url.pathname).toBe('/api/admin/theses/export');
    expect(url.search).toBe('?status=accepted&q=waves&sort=-title&format=xlsx');
  });
});

describe('table sort', () => {
  it("reads the sorting column's key as the API's sort field", () => {
    expect(sortFromTable({ columnKey: 'submittedAt', order: 'descend' })).toBe('-submittedAt');
    expect(sortFromTable([{ columnKey: 'title', order: 'ascend' }])).toBe('title');
    expect(sortFromTable({ columnKey: 'title', order: undefined })).toBeUndefined();
  });

  it('shows the list sort on its column', () => {
    expect(sortOrderOf('-title', 'title')).toBe('descend');
    expect(sortOrderOf('title', 'title')).toBe('ascend');
    expect(sortOrderOf('title', 'status')).toBeNull();
  });
});
