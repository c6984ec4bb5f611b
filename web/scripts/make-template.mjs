#!/usr/bin/env node
/**
 * Builds web/public/downloads/abstract-template.zip: the LaTeX template authors download from
 * their panel. Written with node's own zlib (deflate + crc32), so no archiver is needed; the
 * output is deterministic (fixed timestamps) and committed. Run: node web/scripts/make-template.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const OUT = path.resolve(import.meta.dirname, '../public/downloads/abstract-template.zip');

const ABSTRACT_TEX = String.raw`\documentclass[11pt,a4paper]{article}
% Abstract template of the International Conference on Mathematics and Mechanics,
% Baku, 03-06 September 2025. One page, in English. Keep the layout; replace the text.
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{amsmath,amssymb,amsthm}
\usepackage[margin=2.5cm]{geometry}
\pagestyle{empty}

\begin{document}

\begin{center}
  {\large\bfseries Title of the Abstract: Three to Fifty Words}\\[6pt]
  First A. Author$^{1}$, Second B. Author$^{2}$\\[4pt]
  {\small $^{1}$Institution, City, Country; e-mail: first.author@example.org}\\
  {\small $^{2}$Institution, City, Country; e-mail: second.author@example.org}
\end{center}

\noindent\textbf{Keywords:} first keyword, second keyword, third keyword

\bigskip

State the problem, the method and the main result. Formulas are welcome:
\begin{equation}
  \frac{\partial u}{\partial t} = \Delta u + f(x,t), \qquad x \in \Omega,\ t > 0.
\end{equation}

\begin{thebibliography}{9}
  \bibitem{ref1} A. Author, \emph{Title of the paper}, Journal \textbf{1} (2024), 1--10.
\end{thebibliography}

\end{document}
`;

const README = `Abstract template - International Conference on Mathematics and Mechanics
Baku, 03-06 September 2025

1. Write your abstract in English in abstract.tex (one page; keep the layout).
2. The title has 3 to 50 words; give 3 to 5 keywords.
3. Compile it to PDF (pdflatex abstract.tex).
4. Put the .tex source and the compiled .pdf into one .zip archive (at most 50 MB).
5. Submit it from your panel: Submit an abstract. List every author and mark one
   corresponding author.
`;

const FILES = [
  { name: 'abstract-template/abstract.tex', data: Buffer.from(ABSTRACT_TEX, 'utf8') },
  {
    name: 'abstract-template/README.txt',
    data: Buffer.from(README.replace(/\n/g, '\r\n'), 'utf8'),
  },
];

// 2025-01-01 00:00 in MS-DOS time/date fields.
const DOS_TIME = 0;
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

/** Little-endian fields of a zip record, each `[bytes, value]` (a 0 may span any length). */
function record(...fields) {
  return Buffer.concat(
    fields.map(([bytes, value]) => {
      const field = Buffer.alloc(bytes);
      if (value !== 0) field.writeUIntLE(value, 0, bytes);
      return field;
    }),
  );
}

function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    // From "version needed" to the name's length, a central directory entry repeats its local
    // header's fields.
    const described = [
      [2, 20],
      [2, 0x0800], // UTF-8 names
      [2, 8], // deflate
      [2, DOS_TIME],
      [2, DOS_DATE],
      [4, crc32(data)],
      [4, packed.length],
      [4, data.length],
      [2, fileName.length],
    ];
    const local = record([4, 0x04034b50], ...described, [2, 0]);
    // Made by version 2.0; no extra field, comment, disk number or attributes.
    const central = record([4, 0x02014b50], [2, 20], ...described, [12, 0], [4, offset]);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  // Disk numbers 0, the entries on this disk and in all, the directory's size and offset, no comment.
  const count = [2, entries.length];
  const end = record(
    [4, 0x06054b50],
    [4, 0],
    count,
    count,
    [4, directory.length],
    [4, offset],
    [2, 0],
  );
  return Buffer.concat([...locals, directory, end]);
}

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, zip(FILES));
process.stdout.write(`wrote ${path.relative(process.cwd(), OUT)}\n`);
