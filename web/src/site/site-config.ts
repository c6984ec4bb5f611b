/**
 * Organiser details shown in the shell. They are configuration, not content: organisers replace
 * the placeholders below (phone, e-mail, associates, flag counter id) before going live.
 */
export const SITE_CONTACTS = {
  phone: '+994 12 000 00 00',
  email: 'info@mathmech-conference.az',
} as const;

export interface Associate {
  name: string;
  url: string;
  logo: string;
}

export const ASSOCIATES: readonly Associate[] = [
  {
    name: 'Associate organisation 1',
    url: 'https://www.science.gov.az',
    logo: '/logos/associate-1.svg',
  },
  { name: 'Associate organisation 2', url: 'https://edu.gov.az', logo: '/logos/associate-2.svg' },
  { name: 'Associate organisation 3', url: 'https://bsu.edu.az', logo: '/logos/associate-3.svg' },
];

/** flagcounter.com counter of the site (the id comes from the organisers' account). */
export const FLAG_COUNTER = {
  id: 'conference2025',
  href: 'https://info.flagcounter.com/conference2025',
  image:
    'https://s01.flagcounter.com/count2/conference2025/bg_FFFFFF/txt_1F2937/border_E5E7EB/columns_3/maxflags_12/viewers_0/labels_0/pageviews_1/flags_0/percent_0/',
} as const;
