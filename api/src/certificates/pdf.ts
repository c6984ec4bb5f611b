import { PDFDocument } from 'pdf-lib';
import {
  CERTIFICATE_VERIFY_PATH,
  formatDay,
  formatMessage,
  wallClock,
  type Locale,
} from '@conf/common';
import { conferenceDates } from '../book/layout.js';
import type { CertificateModel } from '../db/models/produces.js';
import { embedFonts } from '../pdf/fonts.js';
import { A4, ACCENT, INK, MUTED, drawParagraph } from '../pdf/text.js';

/** A certificate on one landscape page, in English and Azerbaijani, with its verification code. */
export async function certificatePdf(
  certificate: CertificateModel,
  publicUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const [height, width] = [A4.width, A4.height];
  const page = doc.addPage([width, height]);
  const margin = 60;
  const inner = width - 2 * margin;
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  const both = (key: Parameters<typeof formatMessage>[1], values: Record<string, string> = {}) =>
    (['en', 'az'] as Locale[]).map((l) => formatMessage(l, key, values));
  const center = { x: margin, width: inner, align: 'center' as const };
  let y = height - 64;
  y = drawParagraph(page, formatMessage('en', 'produces.conferenceName'), {
    ...center,
    y,
    font: fonts.bold,
    size: 13,
    color: ACCENT,
  });
  y = drawParagraph(page, formatMessage('az', 'produces.conferenceName'), {
    ...center,
    y,
    font: fonts.regular,
    size: 11,
    color: ACCENT,
  });
  const [titleEn, titleAz] = both(`certificate.kind.${certificate.kind}`);
  y = drawParagraph(page, titleEn!.toUpperCase(), {
    ...center,
    y: y - 24,
    font: fonts.bold,
    size: 26,
    color: INK,
  });
  y = drawParagraph(page, titleAz!.toLocaleUpperCase('az'), {
    ...center,
    y,
    font: fonts.bold,
    size: 16,
    color: MUTED,
  });
  const [certifyEn, certifyAz] = both('certificate.pdf.certify');
  y = drawParagraph(page, `${certifyEn} / ${certifyAz}`, {
    ...center,
    y: y - 18,
    font: fonts.regular,
    size: 11,
    color: MUTED,
  });
  y = drawParagraph(page, certificate.holderName, {
    ...center,
    y: y - 6,
    font: fonts.bold,
    size: 28,
    color: ACCENT,
  });
  for (const locale of ['en', 'az'] as const) {
    const values = {
      conference: formatMessage(locale, 'produces.conferenceName'),
      dates: conferenceDates(locale),
      title: certificate.thesisTitle ?? '',
    };
    const key =
      certificate.kind === 'presentation'
        ? 'certificate.pdf.presented'
        : 'certificate.pdf.attended';
    y = drawParagraph(page, formatMessage(locale, key, values), {
      ...center,
      y: y - 10,
      font: fonts.regular,
      size: locale === 'en' ? 12 : 11,
      color: locale === 'en' ? INK : MUTED,
      lineHeight: 16,
    });
  }
  const issued = wallClock(certificate.issuedAt).day;
  const footer = [
    (['en', 'az'] as const)
      .map((l) => formatMessage(l, 'certificate.pdf.issued', { date: formatDay(issued, l) }))
      .join(' · '),
    both('certificate.pdf.code', { code: certificate.code }).join(' · '),
    formatMessage('en', 'certificate.pdf.verify', {
      url: `${publicUrl}${CERTIFICATE_VERIFY_PATH}/${certificate.code}`,
    }),
  ];
  let fy = 96;
  for (const line of footer) {
    fy = drawParagraph(page, line, {
      ...center,
      y: fy,
      font: fonts.regular,
      size: 9,
      color: MUTED,
    });
  }
  return doc.save();
}
