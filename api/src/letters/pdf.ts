import { PDFDocument, type PDFPage } from 'pdf-lib';
import {
  formatDay,
  formatMessage,
  LETTER_VERIFY_PATH,
  wallClock,
  type ConferenceSettings,
  type Locale,
} from '@conf/common';
import { conferenceDates } from '../book/layout.js';
import type { LetterModel } from '../db/models/produces.js';
import { embedFonts, type Fonts } from '../pdf/fonts.js';
import { A4, ACCENT, MARGIN, MUTED, drawParagraph } from '../pdf/text.js';

/** The conference letterhead: its name in both languages, the place and the contacts. */
export function drawLetterhead(
  page: PDFPage,
  fonts: Fonts,
  contacts: ConferenceSettings['contacts'],
) {
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN + 10;
  y = drawParagraph(page, formatMessage('en', 'produces.conferenceName'), {
    x: MARGIN,
    y,
    width,
    align: 'center',
    font: fonts.bold,
    size: 14,
    color: ACCENT,
  });
  y = drawParagraph(page, formatMessage('az', 'produces.conferenceName'), {
    x: MARGIN,
    y,
    width,
    align: 'center',
    font: fonts.bold,
    size: 12,
    color: ACCENT,
  });
  const details = [
    `${conferenceDates('en')} · ${contacts.location.en || formatMessage('en', 'produces.place')}`,
    [contacts.phone, contacts.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of details) {
    y = drawParagraph(page, line, {
      x: MARGIN,
      y,
      width,
      align: 'center',
      font: fonts.regular,
      size: 9,
      color: MUTED,
    });
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: A4.width - MARGIN, y: y - 4 },
    thickness: 1,
    color: ACCENT,
  });
  return y - 24;
}

/** One page of the letter in one language. */
function drawLetterPage(
  page: PDFPage,
  fonts: Fonts,
  locale: Locale,
  letter: LetterModel,
  settings: ConferenceSettings,
  publicUrl: string,
) {
  const width = A4.width - 2 * MARGIN;
  const t = (key: Parameters<typeof formatMessage>[1], values?: Record<string, string>) =>
    formatMessage(locale, key, values);
  const country = letter.passportCountry;
  let y = drawLetterhead(page, fonts, settings.contacts);
  const regular = { font: fonts.regular, size: 11, x: MARGIN, width };
  y = drawParagraph(page, t('letter.pdf.reference', { reference: letter.reference ?? '' }), {
    ...regular,
    y,
    font: fonts.bold,
  });
  y = drawParagraph(
    page,
    t('letter.pdf.date', { date: formatDay(wallClock(letter.decidedAt!).day, locale) }),
    { ...regular, y },
  );
  y = drawParagraph(page, t('letter.pdf.title').toLocaleUpperCase(locale), {
    ...regular,
    y: y - 24,
    font: fonts.bold,
    size: 16,
    align: 'center',
    color: ACCENT,
  });
  y = drawParagraph(page, t('letter.pdf.addressee'), { ...regular, y: y - 16 });
  y = drawParagraph(
    page,
    t('letter.pdf.body', {
      conference: t('produces.conferenceName'),
      dates: conferenceDates(locale),
      name: letter.passportName ?? '',
      nationality: country ? (locale === 'az' ? country.nameAz : country.nameEn) : '',
      birthDate: letter.passportBirthDate ? formatDay(letter.passportBirthDate, locale) : '',
      passportNumber: letter.passportNumber ?? '',
    }),
    { ...regular, y: y - 12, lineHeight: 16 },
  );
  y = drawParagraph(
    page,
    t('letter.pdf.stay', {
      from: formatDay(letter.stayFrom, locale),
      to: formatDay(letter.stayTo, locale),
    }),
    { ...regular, y: y - 8, lineHeight: 16 },
  );
  y = drawParagraph(page, t('letter.pdf.support'), { ...regular, y: y - 8, lineHeight: 16 });
  y = drawParagraph(page, t('letter.pdf.signature'), { ...regular, y: y - 36, font: fonts.bold });
  drawParagraph(page, t('produces.conferenceName'), { ...regular, y, size: 10, color: MUTED });
  drawParagraph(
    page,
    t('letter.pdf.verify', { url: `${publicUrl}${LETTER_VERIFY_PATH}/${letter.reference ?? ''}` }),
    { ...regular, y: MARGIN + 30, size: 8.5, color: MUTED },
  );
}

/** The approved letter: English on the first page, Azerbaijani on the second. */
export async function letterPdf(
  letter: LetterModel,
  settings: ConferenceSettings,
  publicUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${formatMessage('en', 'letter.pdf.title')} ${letter.reference ?? ''}`);
  const fonts = await embedFonts(doc);
  for (const locale of ['en', 'az'] as const) {
    drawLetterPage(doc.addPage([A4.width, A4.height]), fonts, locale, letter, settings, publicUrl);
  }
  return doc.save();
}
