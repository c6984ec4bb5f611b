import { defineMessages } from './define.js';

/** Texts of the content domain (pages and news): field messages and refusals of the admin API. */
export const pagesMessages = defineMessages(
  {
    'validation.slug': 'Use lowercase Latin letters, digits, "-" and "_" only',
    'validation.date': 'Enter a valid date',
    'error.slugTaken': 'A page with this address already exists in this language',
    'error.translationExists': 'This page already has a version in that language',
    'error.newsTranslationExists': 'This news item already has a version in that language',
  },
  {
    'validation.slug': 'Yalnız kiçik latın hərfləri, rəqəmlər, "-" və "_" işlədin',
    'validation.date': 'Düzgün tarix daxil edin',
    'error.slugTaken': 'Bu dildə bu ünvanla səhifə artıq mövcuddur',
    'error.translationExists': 'Bu səhifənin həmin dildə versiyası artıq var',
    'error.newsTranslationExists': 'Bu xəbərin həmin dildə versiyası artıq var',
  },
);
