import { describe, expect, it } from 'vitest';
import { programmeQueryFromSearch } from './query';

describe('the programme page query', () => {
  it('passes the filters the API accepts and the arrangement', () => {
    expect(
      programmeQueryFromSearch('?day=2025-09-04&roomId=3&topicId=7&q=%20Aliyeva%20&view=room'),
    ).toEqual({ query: { day: '2025-09-04', roomId: 3, topicId: 7, q: 'Aliyeva' }, view: 'room' });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      programmeQueryFromSearch('?day=2025-09-09&roomId=-1&topicId=x&q=%20%20&view=grid'),
    ).toEqual({ query: {}, view: 'day' });
    expect(programmeQueryFromSearch('')).toEqual({ query: {}, view: 'day' });
  });
});
