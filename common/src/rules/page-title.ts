/**
 * A page's title is its one top heading (the site shows it as the h1 above the body). A body that
 * opens with a heading saying the same again shows the title twice, and a body whose headings
 * start below h2 leaves a gap in the outline that screen readers announce. The API stores and
 * serves bodies without either, whoever wrote them.
 */
const LEADING_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>\s*/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#39': "'",
};

/** Text as a reader compares it: without tags and entities, case or runs of spaces. */
function asRead(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/** The body without a leading heading that repeats the title; any other body as it is. */
function withoutRepeatedTitle(title: string, body: string): string {
  const heading = LEADING_HEADING.exec(body);
  if (!heading || asRead(heading[2] ?? '') !== asRead(title)) return body;
  return body.slice(heading[0].length);
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/** The body's headings moved as a block so the highest is an h2, the level under the title. */
function outlinedUnderTitle(body: string): string {
  let top = 7;
  for (const [, , level] of body.matchAll(HEADING_TAG)) top = Math.min(top, Number(level));
  if (top === 7 || top === 2) return body;
  return body.replace(HEADING_TAG, (_, close: string, level: string) => {
    const moved = Math.min(6, Number(level) - top + 2);
    return `<${close}h${moved}`;
  });
}

/** The body as it sits under its title: no repeat of the title, and an outline from h2 down. */
export function bodyUnderTitle(title: string, body: string): string {
  return outlinedUnderTitle(withoutRepeatedTitle(title, body));
}
