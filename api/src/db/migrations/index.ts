import { migrationNames } from './0000-migration-names.js';
import { core } from './0001-core.js';
import { pagesNews } from './0002-pages-news.js';
import { contentSeed } from './0003-content-seed.js';
import { messages } from './0004-messages.js';
import { workflow } from './0010-workflow.js';
import { settingsAudit } from './0030-settings-audit.js';
import { accountSecurity } from './0031-account-security.js';
import { reviews } from './0040-reviews.js';
import { auditIndexes } from './0041-audit-indexes.js';
import { programme } from './0050-programme.js';
import { produces } from './0051-produces.js';
import { listIndexes } from './0060-list-indexes.js';
import { adminListSearch } from './0061-admin-list-search.js';
import { conversations } from './0062-conversations.js';
import { seedPageHeadings } from './0065-seed-page-headings.js';
import { storedFiles } from './0070-stored-files.js';
import { reviewDraftsDeclines } from './0071-review-drafts-declines.js';
import { reviewsComplete } from './0072-reviews-complete.js';
import { reviewerLoads } from './0073-reviewer-loads.js';
import { thesesTopicOrder } from './0074-theses-topic-order.js';
import type { Migration } from './types.js';

/**
 * Every migration, in the order it runs, which is the order of their numbers (a test checks it).
 * Listed here (not found by a file glob) so the compiled build and the TypeScript sources run the
 * very same list. Append new ones at the end with a higher number. A migration never imports the
 * application's code (only sequelize and its own frozen data): what it did must not change when
 * the code does. Renaming one needs an entry in 0000-migration-names.
 */
export const migrations: Migration[] = [
  migrationNames,
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
  listIndexes,
  adminListSearch,
  conversations,
  seedPageHeadings,
  storedFiles,
  reviewDraftsDeclines,
  reviewsComplete,
  reviewerLoads,
  thesesTopicOrder,
];
