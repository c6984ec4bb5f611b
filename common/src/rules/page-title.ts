/**
 * A page's title is its one top heading (the site shows it above the body); a body that opens
 * with a heading saying the same again shows the title twice. The API stores and serves bodies
 * without such a heading, whoever wrote it.
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
export function withoutRepeatedTitle(title: string, body: string): string {
  const heading = LEADING_HEADING.exec(body);
  if (!heading || asRead(heading[2] ?? '') !== asRead(title)) return body;
  return body.slice(heading[0].length);
}
