import { afterEach, expect } from 'vitest';
import { cspViolations } from './browser';

// Every page the suite visits runs under the site's Content-Security-Policy: a test in which
// any page reported a violation fails, naming what was refused and where (issue 10 item 12).
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});
