import { describe, expect, it } from 'vitest';
import { bodyUnderTitle } from './page-title.js';

describe('a page body never repeats its title', () => {
  it('drops a leading heading that says the title again, whatever its level, case or markup', () => {
    expect(bodyUnderTitle('Visa', '<h2>Visa</h2>\n<p>Apply early.</p>')).toBe(
      '<p>Apply early.</p>',
    );
    expect(
      bodyUnderTitle('İşçi qrup', '<h3 class="x"> <strong>İşçi  qrup</strong></h3><p>a</p>'),
    ).toBe('<p>a</p>');
    expect(bodyUnderTitle("Authors' guide", '<h2>AUTHORS&#39; GUIDE</h2><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('keeps a heading that says something else, and one that is not first', () => {
    const welcome = '<h2>Welcome to Baku</h2><p>a</p>';
    expect(bodyUnderTitle('International Conference', welcome)).toBe(welcome);
    const later = '<p>Intro</p><h2>Visa</h2>';
    expect(bodyUnderTitle('Visa', later)).toBe(later);
    expect(bodyUnderTitle('Visa', '')).toBe('');
  });

  it('moves the headings so the highest is an h2 under the title, keeping their order', () => {
    expect(
      bodyUnderTitle('Topics', '<h2>Topics</h2><p>a</p><h3>Maths</h3><h4 id="x">Algebra</h4>'),
    ).toBe('<p>a</p><h2>Maths</h2><h3 id="x">Algebra</h3>');
    expect(bodyUnderTitle('Visa', '<h1>Apply</h1><h2>Early</h2>')).toBe(
      '<h2>Apply</h2><h3>Early</h3>',
    );
    const outlined = '<h2>Apply</h2><p>x</p><h3>Early</h3>';
    expect(bodyUnderTitle('Visa', outlined)).toBe(outlined);
    expect(bodyUnderTitle('Visa', '<p>no headings, <header>not one</header></p>')).toBe(
      '<p>no headings, <header>not one</header></p>',
    );
  });
});
