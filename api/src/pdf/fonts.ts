import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The one typeface of every PDF the product makes: Noto Sans (SIL Open Font License 1.1, which
 * allows embedding in documents; see LICENSE_FONT in @expo-google-fonts/noto-sans). It covers
 * the Azerbaijani letters ə Ə ğ ı İ ö ş ç ü that the PDF standard fonts lack. The fonts are
 * embedded whole (about 600 KB per document, compressed): @pdf-lib/fontkit's subsets of Noto Sans
 * lose glyph outlines, so the text extracts but does not render.
 */
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));

const files = {
  regular: path.join(fontDir, '400Regular', 'NotoSans_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold', 'NotoSans_700Bold.ttf'),
} as const;

// The font files are immutable: read once per process, shared by every document.
let loaded: Promise<Record<keyof typeof files, Uint8Array>> | null = null;
const fontBytes = () =>
  (loaded ??= Promise.all([readFile(files.regular), readFile(files.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  ));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = await fontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: false }),
    doc.embedFont(bytes.bold, { subset: false }),
  ]);
  return { regular, bold };
}
