/**
 * `npm run bench:book`: builds the book of abstracts from 300 generated accepted abstracts (each
 * a small real PDF of one to three pages inside its .zip) on the real server, started as
 * `npm start` starts it, and reports the build time and the server's peak resident memory
 * (VmRSS from /proc/<pid>/status, sampled throughout) to bench/report-book.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { contract, createFetcher, type BookJobDto } from '@conf/common';
import { signToken } from '../src/auth/tokens.js';
import { createModels } from '../src/db/models/index.js';
import { createSequelize } from '../src/db/sequelize.js';
import { generatedName, thesisDir } from '../src/files/store.js';
import { buildZip } from '../src/test/zip.js';
import { ROOT, mb, rssKb, startBuiltServer } from './server.js';

/** The size; BENCH_BOOK_ABSTRACTS runs a smaller check of the wiring (`npm run bench` never sets it). */
const ABSTRACTS = Number(process.env.BENCH_BOOK_ABSTRACTS) || 300;
const TARGET_SECONDS = 120;
const TARGET_PEAK_MB = 600;
/** The server keeps answering while it builds (the assembly runs in a worker thread). */
const TARGET_SLOWEST_MS = 1000;
const SAMPLE_MS = 20;

const NAMES = [
  'Şəhla',
  'Günay',
  'Elnur',
  'Rəşid',
  'Aygün',
  'Tural',
  'Ləman',
  'Orxan',
  'Nigar',
  'İlkin',
];
const SURNAMES = [
  'Əliyeva',
  'Qasımov',
  'Hüseynova',
  'Məmmədov',
  'Çələbi',
  'Şükürov',
  'Ağayeva',
  'Ömərov',
];
const CITIES = ['Bakı', 'Gəncə', 'Şəki', 'Sumqayıt', 'London', 'İstanbul'];

/** An abstract's PDF: a title and a few paragraphs of filler per page. */
async function abstractPdf(n: number, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Abstract ${n}, page ${p + 1}`, { x: 72, y: 770, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Line ${line}: on the stability of elastic plates under periodic loading.`, {
        x: 72,
        y: 740 - line * 16,
        size: 10,
        font,
      });
    }
  }
  return doc.save();
}

/** Inserts the accepted abstracts and their archives straight into the server's database and disk. */
async function seed(databaseUrl: string, uploadDir: string, jwtSecret: string) {
  const sequelize = createSequelize(databaseUrl);
  const models = createModels(sequelize);
  try {
    const country = (await models.Country.findOne({ where: { code: 'AZ' } }))!;
    const topics = await models.Topic.findAll();
    const person = (i: number) => ({
      countryId: country.id,
      city: CITIES[i % CITIES.length]!,
      institution: 'Institute of Mathematics and Mechanics',
      phonePrefix: '+994',
      phone: '125555555',
      academicDegree: 'phd' as const,
      academicTitle: 'professor' as const,
    });
    const admin = await models.User.create({
      ...person(0),
      name: 'Bench',
      surname: 'Organiser',
      email: `bench-${randomBytes(4).toString('hex')}@example.org`,
      passwordHash: 'x',
      role: 'admin',
    });
    let pages = 0;
    for (let i = 0; i < ABSTRACTS; i++) {
      const pageCount = 1 + (i % 3);
      pages += pageCount;
      const thesis = await models.Thesis.create({
        userId: admin.id,
        title: `On waves in layered media, part ${i + 1}`,
        topicId: topics[i % topics.length]!.id,
        keywords: ['waves', 'elasticity', 'layers'],
        status: 'accepted',
        submittedAt: new Date(),
      });
      await models.ThesisAuthor.bulkCreate(
        [0, 1].map((position) => ({
          ...person(i + position),
          thesisId: thesis.id,
          position,
          name: NAMES[(i + position) % NAMES.length]!,
          surname: `${SURNAMES[(i * 3 + position) % SURNAMES.length]!}${i % 37}`,
          email: `author-${i}-${position}@example.org`,
          isCorresponding: position === 0,
        })),
      );
      const zip = buildZip([
        { name: 'abstract/main.tex', data: '\\documentclass{article}' },
        { name: 'abstract/main.pdf', data: Buffer.from(await abstractPdf(i + 1, pageCount)) },
      ]);
      const storedName = generatedName('zip');
      const dir = thesisDir(uploadDir, thesis.id);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, storedName), zip);
      await models.ThesisFile.create({
        thesisId: thesis.id,
        version: 1,
        storedName,
        originalName: 'abstract.zip',
        size: zip.length,
        sha256: '0'.repeat(64),
      });
    }
    return { token: signToken(jwtSecret, admin.id, admin.tokenVersion), pages };
  } finally {
    await sequelize.close();
  }
}

async function main() {
  const server = await startBuiltServer({ name: 'book' });
  const { base, child, pid, databaseUrl, dataDir, jwtSecret } = server;
  try {
    console.log(`seeding ${ABSTRACTS} accepted abstracts…`);
    const { token, pages } = await seed(databaseUrl, path.join(dataDir, 'uploads'), jwtSecret);
    const fetchAs = createFetcher({
      apiBase: `${base}/api`,
      headers: () => ({ 'lang-code': 'en', Authorization: `Bearer ${token}` }),
    });
    await new Promise((r) => setTimeout(r, 1000));
    const baselineKb = rssKb(pid);
    let peakKb = baselineKb;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, rssKb(pid));
    }, SAMPLE_MS);

    const started = performance.now();
    const job = await fetchAs(contract.book.build);
    let state: BookJobDto = job;
    // How long the server keeps other requests waiting while it builds (event-loop stalls).
    let slowestPollMs = 0;
    while (state.status !== 'done' && state.status !== 'failed') {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server died');
      await new Promise((r) => setTimeout(r, 200));
      const asked = performance.now();
      state = await fetchAs(contract.book.job, { params: { id: job.id } });
      slowestPollMs = Math.max(slowestPollMs, Math.round(performance.now() - asked));
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    clearInterval(sampler);
    if (state.status !== 'done') throw new Error(`the build failed: ${state.error}`);

    const expectedPages = 1 + pages; // cover + abstracts, before contents and index
    const summary = {
      abstracts: ABSTRACTS,
      abstractPages: pages,
      bookPages: state.pageCount,
      bookMb: Math.round(((state.size ?? 0) / 1024 / 1024) * 10) / 10,
      buildSeconds: seconds,
      baselineRssMb: mb(baselineKb),
      peakRssMb: mb(peakKb),
      peakDeltaMb: mb(peakKb - baselineKb),
      slowestPollMs,
    };
    const pass =
      state.included === ABSTRACTS &&
      (state.pageCount ?? 0) > expectedPages &&
      seconds < TARGET_SECONDS &&
      summary.peakRssMb < TARGET_PEAK_MB &&
      slowestPollMs < TARGET_SLOWEST_MS;
    const report = {
      name: 'book',
      target: `book of ${ABSTRACTS} abstracts built in < ${TARGET_SECONDS} s, peak server RSS < ${TARGET_PEAK_MB} MB, other requests answered within ${TARGET_SLOWEST_MS} ms meanwhile`,
      pass,
      summary,
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/report-book.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = pass ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
