import { core } from './0001-core.js';
import { pagesNews } from './0002-pages-news.js';
import { contentSeed } from './0003-content-seed.js';
import { messages } from './0020-messages.js';
import { workflow } from './0010-workflow.js';
import { settingsAudit } from './0030-settings-audit.js';
import { accountSecurity } from './0031-account-security.js';
import { reviews } from './0040-reviews.js';
import { auditIndexes } from './0041-audit-indexes.js';
import { programme } from './0050-programme.js';
import { produces } from './0051-produces.js';
import type { Migration } from './types.js';

/**
 * Every migration, in the order it runs. Listed here (not found by a file glob) so the compiled
 * build and the TypeScript sources run the very same list. Append new ones at the end.
 */
export const migrations: Migration[] = [
  core,
  pagesNews,
  contentSeed,
  messages,
  workflow,
  settingsAudit,
  accountSecurity,
  reviews,
  auditIndexes,
  programme,
  produces,
];
