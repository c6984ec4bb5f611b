import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StorageBackend } from '../config.js';
import { createSequelize } from '../db/sequelize.js';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { capturingLogger } from '../test/logs.js';
import { createDatabase, dropDatabase } from '../test/postgres.js';
import { reconcileFiles } from './reconcile.js';
import { createFileStorage, type FileStorage } from './storage/index.js';
import { transactionWithFiles } from './store.js';

const name = `conf_files_${randomBytes(4).toString('hex')}`;
let url: string;
let proxy: FaultProxy;
beforeAll(async () => {
  url = await createDatabase(inject('pgAdminUrl'), name, inject('pgTemplate'));
  proxy = await startFaultProxy(url);
});
afterAll(async () => {
  await proxy?.close();
  await dropDatabase(inject('pgAdminUrl'), name);
});

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
};

const largeObjects = async (sequelize: Sequelize) => {
  const [[row]] = (await sequelize.query(
    'SELECT count(*)::int AS n FROM pg_largeobject_metadata',
  )) as [[{ n: number }], unknown];
  return row.n;
};

describe.each<StorageBackend>(['local', 'postgres'])(
  'files and their rows (%s storage)',
  (backend) => {
    /** The storage of an app over `sequelize`, with its own upload folder. */
    const storageOver = (sequelize: Sequelize, uploadDir: string): FileStorage =>
      createFileStorage({ storage: backend, uploadDir }, sequelize);

    /** Runs `use` over a fresh upload folder and a connection of its own, closed afterwards. */
    const withStorage = async (
      use: (s: { dir: string; sequelize: Sequelize; storage: FileStorage }) => Promise<void>,
    ) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-uploads-'));
      const sequelize = createSequelize(url);
      try {
        await use({ dir, sequelize, storage: storageOver(sequelize, dir) });
      } finally {
        await sequelize.close();
      }
    };

    it('keeps a placed file when the COMMIT reply is lost, so the committed row finds it', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-files-'));
      const sequelize = createSequelize(proxy.via(url));
      const direct = createSequelize(url);
      try {
        await direct.query('CREATE TABLE IF NOT EXISTS placed (stored_name text PRIMARY KEY)');
        const upload = path.join(dir, 'upload');
        writeFileSync(upload, 'the abstract');
        const stored = `${randomUUID()}.pdf`;
        const key = `theses/1/${stored}`;
        // The proxy forwards COMMIT to the server, then drops every connection: the server commits,
        // the app never hears it.
        proxy.dropAfter((chunk) => chunk.includes('COMMIT'));
        await expect(
          transactionWithFiles(sequelize, storageOver(sequelize, dir), async (t, place) => {
            await sequelize.query('INSERT INTO placed VALUES (:stored)', {
              replacements: { stored },
              transaction: t,
            });
            await place(upload, key);
          }),
        ).rejects.toThrow();
        // The app heard of the drop at once; the server may still be finishing that COMMIT.
        const committed = async () => {
          const [rows] = await direct.query('SELECT 1 FROM placed WHERE stored_name = :s', {
            replacements: { s: stored },
          });
          return rows.length === 1;
        };
        expect(await until(committed)).toBe(true);
        // Read back through another connection, as another instance would.
        expect(await text(storageOver(direct, dir).read(key))).toBe('the abstract');
      } finally {
        proxy.heal();
        await sequelize.close();
        await direct.close();
      }
    });

    it('removes a placed file when the work fails before COMMIT', () =>
      withStorage(async ({ dir, sequelize, storage }) => {
        const objectsBefore = await largeObjects(sequelize);
        const upload = path.join(dir, 'upload');
        writeFileSync(upload, 'x');
        const key = `theses/2/${randomUUID()}.pdf`;
        await expect(
          transactionWithFiles(sequelize, storage, async (_t, place) => {
            await place(upload, key);
            throw new Error('refused after placing');
          }),
        ).rejects.toThrow(/refused/);
        expect(await storage.stat(key)).toBeNull();
        expect(existsSync(path.join(dir, key))).toBe(false);
        expect(await largeObjects(sequelize)).toBe(objectsBefore);
      }));

    it('reconciles: removes old partial uploads and old files without a row, logging each', () =>
      withStorage(async ({ dir: uploadDir, sequelize, storage }) => {
        const { logger, lines } = capturingLogger();
        const hour = 60 * 60_000;
        const age = async (key: string, ageMs: number) => {
          const when = new Date(Date.now() - ageMs);
          if (backend === 'local') utimesSync(path.join(uploadDir, key), when, when);
          else {
            await sequelize.query('UPDATE stored_files SET created_at = :when WHERE key = :key', {
              replacements: { when, key },
            });
          }
        };
        /** Keeps a file under `key` as the app would (placed in a transaction), then ages it. */
        const keep = async (key: string, ageMs: number) => {
          const from = path.join(uploadDir, `incoming-${randomUUID()}`);
          writeFileSync(from, 'bytes');
          await transactionWithFiles(sequelize, storage, (_t, place) => place(from, key));
          await age(key, ageMs);
          return key;
        };
        const partialUpload = (rel: string, ageMs: number) => {
          const file = path.join(uploadDir, rel);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, 'bytes');
          const t = (Date.now() - ageMs) / 1000;
          utimesSync(file, t, t);
          return rel;
        };
        const [[user]] = (await sequelize.query(
          `INSERT INTO users (name, surname, email, password_hash, role, country_id, city,
         institution, phone_prefix, phone, academic_degree, academic_title, locale,
         created_at, updated_at)
       VALUES ('A', 'B', :email, 'x', 'user', (SELECT id FROM countries LIMIT 1), 'Baku', 'I',
         '+994', '1', 'none', 'none', 'en', now(), now())
       RETURNING id`,
          { replacements: { email: `${randomUUID()}@example.org` } },
        )) as [[{ id: number }], unknown];
        const kept = randomUUID();
        await sequelize.query(
          `INSERT INTO messages (user_id, sender_id, from_admin, body, attachment_stored_name,
         attachment_original_name, attachment_mime, attachment_size, created_at)
       VALUES (:id, :id, false, '', :kept, 'a.pdf', 'application/pdf', 5, now())`,
          { replacements: { id: user.id, kept } },
        );
        const partial = partialUpload('tmp/partial-upload', 2 * hour);
        partialUpload('tmp/fresh-upload', 60_000);
        const orphan = await keep(`messages/${randomUUID()}`, 2 * hour);
        const orphanThesis = await keep(`theses/7/${randomUUID()}.pdf`, 2 * hour);
        const orphanBook = await keep(`book/${randomUUID()}.pdf`, 2 * hour);
        const freshOrphan = await keep(`receipts/7/${randomUUID()}.png`, 60_000);
        const referenced = await keep(`messages/${kept}`, 2 * hour);
        // A large object without its row cannot come from the app (both commit together); one
        // left by hand goes too.
        const strays =
          backend === 'postgres'
            ? [
                (
                  (await sequelize.query('SELECT lo_create(0) AS oid')) as [
                    [{ oid: number }],
                    unknown,
                  ]
                )[0][0].oid,
              ]
            : [];

        const removed = await reconcileFiles(uploadDir, storage, sequelize, logger);
        expect(removed.sort()).toEqual(
          [
            partial,
            orphan,
            orphanThesis,
            orphanBook,
            ...strays.map((oid) => `large object ${oid}`),
          ].sort(),
        );
        expect(existsSync(path.join(uploadDir, 'tmp/fresh-upload'))).toBe(true);
        expect(await storage.stat(freshOrphan)).not.toBeNull();
        expect(await storage.stat(referenced)).not.toBeNull();
        expect(await storage.stat(orphan)).toBeNull();
        if (backend === 'postgres') {
          const [left] = await sequelize.query(
            'SELECT 1 FROM pg_largeobject_metadata m WHERE NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.oid = m.oid)',
          );
          expect(left).toEqual([]);
        }
        const logged = lines.filter((l) => l.msg === 'reconciler removed a file');
        expect(logged.map((l) => l.reason).sort()).toEqual(
          ['no row', 'no row', 'no row', 'partial upload', ...strays.map(() => 'no key')].sort(),
        );
      }));

    it('sweeps logos no saved associate names once a day old, keeping saved and fresh ones', () =>
      withStorage(async ({ dir: uploadDir, sequelize, storage }) => {
        const { logger, lines: logged } = capturingLogger();
        const day = 24 * 60 * 60_000;
        /** An uploaded logo as storeLogo keeps it, placed `ageMs` ago; answers its id and key. */
        const logo = async (ageMs: number, ext = 'png') => {
          const id = randomUUID();
          const key = `logos/${id}.${ext}`;
          const from = path.join(uploadDir, `incoming-${id}`);
          writeFileSync(from, 'logo bytes');
          await transactionWithFiles(sequelize, storage, (_t, place) => place(from, key));
          const when = new Date(Date.now() - ageMs);
          if (backend === 'local') utimesSync(path.join(uploadDir, key), when, when);
          else {
            await sequelize.query('UPDATE stored_files SET created_at = :when WHERE key = :key', {
              replacements: { when, key },
            });
          }
          return { id, key };
        };
        const saved = await logo(3 * day);
        const savedWebp = await logo(3 * day, 'webp');
        const unsaved = await logo(day + 60_000);
        const unsavedJpeg = await logo(2 * day, 'jpg');
        // Uploaded two hours ago, the settings form still open: not yet.
        const pending = await logo(2 * 60 * 60_000);
        const associate = (logoId: string | null) => ({
          name: { en: 'Partner', az: 'Tərəfdaş' },
          url: 'https://partner.example.org',
          logoId,
        });
        await sequelize.query(
          `INSERT INTO settings (section, value, updated_at) VALUES ('associates', :value, now())
         ON CONFLICT (section) DO UPDATE SET value = EXCLUDED.value`,
          {
            replacements: {
              value: JSON.stringify({
                items: [associate(saved.id), associate(null), associate(savedWebp.id)],
              }),
            },
          },
        );

        const removed = await reconcileFiles(uploadDir, storage, sequelize, logger);
        expect(removed.sort()).toEqual([unsaved.key, unsavedJpeg.key].sort());
        for (const gone of [unsaved, unsavedJpeg]) expect(await storage.stat(gone.key)).toBeNull();
        for (const kept of [saved, savedWebp, pending])
          expect(await storage.stat(kept.key)).not.toBeNull();
        expect(
          logged.filter((l) => l.msg === 'reconciler removed a file').map((l) => l.reason),
        ).toEqual(['unsaved logo', 'unsaved logo']);

        // The organiser removes the associate: its logo, no longer named, goes at the next round.
        await sequelize.query(`UPDATE settings SET value = :value WHERE section = 'associates'`, {
          replacements: { value: JSON.stringify({ items: [associate(savedWebp.id)] }) },
        });
        expect(await reconcileFiles(uploadDir, storage, sequelize, logger)).toEqual([saved.key]);
        expect(await storage.stat(savedWebp.key)).not.toBeNull();
      }));
  },
);
