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

function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, zip(FILES));
process.stdout.write(`wrote ${path.relative(process.cwd(), OUT)}\n`);
