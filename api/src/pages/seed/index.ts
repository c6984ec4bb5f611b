import { committeePages } from './committees.js';
import { generalPages } from './general.js';
import { participationPages } from './participation.js';
import { scientificPages } from './scientific.js';
import type { SeedPage } from './types.js';

/** Every seeded content page, each in English and Azerbaijani under the same slug. */
export const SEED_PAGES: SeedPage[] = [
  ...generalPages,
  ...scientificPages,
  ...committeePages,
  ...participationPages,
];
