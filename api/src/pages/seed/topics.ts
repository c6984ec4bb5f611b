import type { Localized } from '@conf/common';

/** The sections of the conference, mathematics first, then mechanics. */
export const SECTIONS: { field: 'mathematics' | 'mechanics'; name: Localized }[] = [
  { field: 'mathematics', name: { en: 'Algebra and geometry', az: 'Cəbr və həndəsə' } },
  {
    field: 'mathematics',
    name: { en: 'Real and complex analysis', az: 'Həqiqi və kompleks analiz' },
  },
  { field: 'mathematics', name: { en: 'Differential equations', az: 'Diferensial tənliklər' } },
  {
    field: 'mathematics',
    name: {
      en: 'Functional analysis and operator theory',
      az: 'Funksional analiz və operatorlar nəzəriyyəsi',
    },
  },
  {
    field: 'mathematics',
    name: {
      en: 'Probability theory and mathematical statistics',
      az: 'Ehtimal nəzəriyyəsi və riyazi statistika',
    },
  },
  { field: 'mathematics', name: { en: 'Mathematical physics', az: 'Riyazi fizika' } },
  {
    field: 'mathematics',
    name: {
      en: 'Computational mathematics and numerical methods',
      az: 'Hesablama riyaziyyatı və ədədi üsullar',
    },
  },
  {
    field: 'mathematics',
    name: { en: 'Control theory and optimisation', az: 'İdarəetmə nəzəriyyəsi və optimallaşdırma' },
  },
  { field: 'mechanics', name: { en: 'Theoretical mechanics', az: 'Nəzəri mexanika' } },
  {
    field: 'mechanics',
    name: {
      en: 'Mechanics of deformable solids',
      az: 'Deformasiya olunan bərk cisimlər mexanikası',
    },
  },
  { field: 'mechanics', name: { en: 'Fluid mechanics', az: 'Maye və qaz mexanikası' } },
];
