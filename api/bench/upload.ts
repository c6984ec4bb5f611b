/**
 * `npm run bench:upload`: the memory an abstract upload costs the server. Starts the real server
 * in a child process (TEST_DATABASE_URL's server with a fresh database, or an embedded PostgreSQL),
 * uploads a valid 50 MB .zip over HTTP, samples the child's resident memory (VmRSS from
 * /proc/<pid>/status) throughout, and writes bench/report-upload.json. Target: delta < 30 MB.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { THESIS_LIMITS } from '@conf/common';
import { registrationBody } from '../src/test/factories.js';
import { confirmedAccount } from './accounts.js';
import { buildZip } from '../src/test/zip.js';
import { ROOT, idleRssKb, mb, rssKb, startBuiltServer, startFlags } from './server.js';

const TARGET_DELTA_MB = 30;
const SAMPLE_MS = 10;

/** A multipart body streamed from disk: the `data` field, then the file. */
function upload(url: string, token: string, zipFile: string, size: number, data: unknown) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="abstract.zip"\r\n` +
      `Content-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + size + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.write(head);
    const file = createReadStream(zipFile);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

/**
 * The floor: what plain Node costs for the same request, a bare http server piping the body to
 * a file. The socket's read buffers are garbage that V8 collects on its own schedule, so part of
 * any upload's delta is Node's, not the app's.
 */
async function nodeFloor(zipFile: string, size: number, work: string): Promise<number> {
  const script = `
    const http = require('node:http'); const fs = require('node:fs');
    const server = http.createServer((req, res) => {
      if (req.method !== 'POST') return res.end('ok');
      const out = fs.createWriteStream(${JSON.stringify(path.join(work, 'floor.bin'))});
      req.pipe(out); out.on('finish', () => res.end('{}'));
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) =>
      child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
    );
    const url = `http://127.0.0.1:${port}/`;
    await fetch(url);
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssKb(child.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(child.pid!))), SAMPLE_MS);
    await upload(url, '', zipFile, size, {});
    await new Promise((r) => setTimeout(r, 500));
    clearInterval(sampler);
    return mb(Math.max(peak, rssKb(child.pid!)) - baseline);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  // The built server, started exactly as `npm start` starts it (same V8 flags).
  const server = await startBuiltServer({
    name: 'upload',
    flags: startFlags(),
    env: () => ({ RATE_LIMIT: 'off' }),
  });
  const { base, pid, work, dataDir } = server;
  try {
    const registration = registrationBody();
    const { token } = await confirmedAccount(base, dataDir, registration);
    const topics = (await (await fetch(`${base}/api/topics`)).json()) as { id: number }[];
    const data = {
      title: 'Memory use of a fifty megabyte upload',
      topicId: topics[0]!.id,
      keywords: ['benchmark', 'upload', 'memory'],
      authors: [{ ...registration, isCorresponding: true }],
      termsAccepted: true,
    };

    // The largest archive the limit allows: a .tex, a .pdf and incompressible filler.
    const overhead = 400;
    const filler = randomBytes(THESIS_LIMITS.zipMaxBytes - overhead);
    const zip = buildZip([
      { name: 'abstract/main.tex', data: '\\documentclass{article}' },
      { name: 'abstract/main.pdf', data: '%PDF-1.4' },
      { name: 'abstract/data.bin', data: filler },
    ]);
    if (zip.length > THESIS_LIMITS.zipMaxBytes) throw new Error('bench archive exceeds the limit');
    mkdirSync(work, { recursive: true });
    const zipFile = path.join(work, 'abstract.zip');
    writeFileSync(zipFile, zip);

    // Baseline: a warmed-up, idle server that has taken one small abstract already, so that the
    // first-use costs (code compiled, pools opened) are not counted as the upload's.
    const small = buildZip([
      { name: 'main.tex', data: '\\documentclass{article}' },
      { name: 'main.pdf', data: '%PDF-1.4' },
    ]);
    const smallFile = path.join(work, 'small.zip');
    writeFileSync(smallFile, small);
    const warm = await upload(`${base}/api/theses`, token, smallFile, small.length, {
      ...data,
      title: 'A warm up upload',
    });
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    await new Promise((r) => setTimeout(r, 1500));
    const baseline = await idleRssKb(pid);

    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(pid));
    }, SAMPLE_MS);
    const started = Date.now();
    const res = await upload(`${base}/api/theses`, token, zipFile, zip.length, data);
    const durationMs = Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
    peak = Math.max(peak, rssKb(pid));
    const firstPeak = peak;

    // A second upload of the same size shows whether memory accumulates or stays bounded.
    const again = await upload(`${base}/api/theses`, token, zipFile, zip.length, {
      ...data,
      title: 'The same upload once more',
    });
    await new Promise((r) => setTimeout(r, 500));
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(pid));

    const floorDeltaMb = await nodeFloor(zipFile, zip.length, work);

    const report = {
      date: new Date().toISOString(),
      fileBytes: zip.length,
      status: res.status,
      durationMs,
      baselineMb: mb(baseline),
      peakMb: mb(firstPeak),
      deltaMb: mb(firstPeak - baseline),
      secondUpload: { status: again.status, peakMb: mb(peak), deltaMb: mb(peak - baseline) },
      nodeFloorDeltaMb: floorDeltaMb,
      overFloorMb: Math.round((mb(firstPeak - baseline) - floorDeltaMb) * 10) / 10,
      targetDeltaMb: TARGET_DELTA_MB,
      pass: res.status === 201 && again.status === 201 && mb(peak - baseline) < TARGET_DELTA_MB,
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/report-upload.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(
      `upload of ${(zip.length / 1024 / 1024).toFixed(1)} MB: HTTP ${res.status} in ${durationMs} ms\n` +
        `server RSS baseline ${report.baselineMb} MB, peak ${report.peakMb} MB, delta ${report.deltaMb} MB` +
        `; after a second 50 MB upload: peak ${report.secondUpload.peakMb} MB, delta ${report.secondUpload.deltaMb} MB` +
        ` (target < ${TARGET_DELTA_MB} MB): ${report.pass ? 'PASS' : 'FAIL'}\n` +
        `plain Node piping the same request to a file: delta ${floorDeltaMb} MB` +
        ` (the app adds ${report.overFloorMb} MB over that floor)\n` +
        `report: bench/report-upload.json`,
    );
    if (res.status !== 201) console.error(res.body);
    // A missed memory target is reported (above and in the JSON); only a failed upload fails the run.
    process.exitCode = res.status === 201 && again.status === 201 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
