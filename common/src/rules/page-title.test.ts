import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './page-title.js';

describe('a page body never repeats its title', () => {
  it('drops a leading heading that says the title again, whatever its level, case or markup', () => {
    expect(withoutRepeatedTitle('Visa', '<h2>Visa</h2>\n<p>Apply early.</p>')).toBe(
      '<p>Apply early.</p>',
    );
    expect(
      withoutRepeatedTitle('İşçi qrup', '<h3 class="x"> <strong>İşçi  qrup</strong></h3><p>a</p>'),
    ).toBe('<p>a</p>');
    expect(withoutRepeatedTitle("Authors' guide", '<h2>AUTHORS&#39; GUIDE</h2><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('keeps a heading that says something else, and one that is not first', () => {
    const welcome = '<h2>Welcome to Baku</h2><p>a</p>';
    expect(withoutRepeatedTitle('International Conference', welcome)).toBe(welcome);
    const later = '<p>Intro</p><h2>Visa</h2>';
    expect(withoutRepeatedTitle('Visa', later)).toBe(later);
    expect(withoutRepeatedTitle('Visa', '')).toBe('');
  });
});
