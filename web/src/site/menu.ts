import type { MessageKey } from '@conf/common';

export interface MenuLink {
  labelKey: MessageKey;
  /** Prefix-free path; the menu localises it. */
  to: string;
}

export interface MenuGroup {
  labelKey: MessageKey;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** The main menu: every public route of the specification (§2) is reachable from here. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { labelKey: 'site.nav.home', to: '/' },
  {
    labelKey: 'site.nav.conference',
    items: [
      { labelKey: 'site.nav.topics', to: '/pages/topics' },
      { labelKey: 'site.nav.organizingCommittee', to: '/pages/organizing-committee' },
      { labelKey: 'site.nav.scientificCommittee', to: '/pages/scientific-committee' },
      { labelKey: 'site.nav.programCommittee', to: '/pages/program-committee' },
      { labelKey: 'site.nav.plenarySpeakers', to: '/pages/plenary-speakers' },
      { labelKey: 'site.nav.workingGroup', to: '/pages/working-group' },
      { labelKey: 'site.nav.importantDates', to: '/pages/important-dates' },
    ],
  },
  {
    labelKey: 'site.nav.program',
    items: [
      { labelKey: 'site.nav.academicProgram', to: '/pages/academic_program' },
      { labelKey: 'site.nav.socialProgram', to: '/pages/social_program' },
      { labelKey: 'site.nav.abstracts', to: '/pages/abstracts' },
      { labelKey: 'site.nav.acceptedAbstracts', to: '/accepted_abstracts' },
      { labelKey: 'site.nav.participants', to: '/participants' },
    ],
  },
  {
    labelKey: 'site.nav.participation',
    items: [
      { labelKey: 'site.nav.registration', to: '/pages/registration' },
      { labelKey: 'site.nav.visa', to: '/pages/visa' },
      { labelKey: 'site.nav.accommodation', to: '/accommodation' },
      { labelKey: 'site.nav.venue', to: '/venue' },
      { labelKey: 'site.nav.aboutAzerbaijan', to: '/about_azerbaijan' },
    ],
  },
  {
    labelKey: 'site.nav.archive',
    items: [
      { labelKey: 'site.nav.proceedings', to: '/pages/proceedings' },
      { labelKey: 'site.nav.archivePage', to: '/pages/archive' },
      { labelKey: 'site.nav.gallery', to: '/pages/gallery' },
      { labelKey: 'site.nav.gallery2025', to: '/gallery-2025' },
      { labelKey: 'site.nav.gallery2024', to: '/gallery-2024' },
    ],
  },
  { labelKey: 'site.nav.contact', to: '/contact' },
];
