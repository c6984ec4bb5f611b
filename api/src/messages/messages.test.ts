import { readdirSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, contract, type ContactDto, type MessageDto } from '@conf/common';
import { useTestWorld } from '../test/world.js';
import { createAdmin, createUser, type CreatedUser } from '../test/factories.js';
import { sampleFiles } from '../test/files.js';
import { clientOf } from '../test/routes.js';
import { attachmentDir } from './attachments.js';

const world = useTestWorld({ author: false });

const api = () => request(world.app.url);
const storedFiles = () => {
  try {
    return readdirSync(attachmentDir(world.app.ctx.config.uploadDir));
  } catch {
    return [];
  }
};
const send = (who: CreatedUser, body: string) =>
  api().post('/api/user/messages').set(who.auth).field('body', body).expect(201);
const counts = async (who: CreatedUser) =>
  (await api().get('/api/initial_data').set(who.auth).expect(200)).body as {
    userMessagesCount: number;
    adminMessagesCount: number;
  };
const contacts = async (query = '') =>
  (await api().get(`/api/admin/messages/contacts${query}`).set(world.admin.auth).expect(200))
    .body as {
    data: ContactDto[];
    total: number;
  };
/** Marks every conversation read, so that the organisers' unread count starts from zero. */
async function readEverything() {
  for (const c of (await contacts('?pageSize=100')).data) {
    await api().get(`/api/admin/messages/read/${c.userId}`).set(world.admin.auth).expect(200);
  }
}

describe('the author side', () => {
  it('needs a signed-in user', async () => {
    await api().get('/api/user/messages').expect(401);
    await api().post('/api/user/messages').field('body', 'hello').expect(401);
    await api().get('/api/user/messages/read').expect(401);
    await api().get('/api/user/messages').set('Authorization', 'Bearer forged').expect(401);
  });

  it('sends a text message and reads it back in the conversation', async () => {
    const author = await createUser(world.app.ctx);
    const res = await send(author, '  Where do I send the abstract?  ');
    const message = res.body as MessageDto;
    expect(message).toMatchObject({
      userId: author.user.id,
      senderId: author.user.id,
      fromAdmin: false,
      body: 'Where do I send the abstract?',
      attachment: null,
      isSeen: false,
      seenAt: null,
    });
    const list = await api().get('/api/user/messages').set(author.auth).expect(200);
    expect(list.body).toEqual({ data: [message], hasMore: false });
  });

  it('refuses an empty message in both languages', async () => {
    const author = await createUser(world.app.ctx);
    // Blank, then with no body at all.
    const post = () => api().post('/api/user/messages').set(author.auth);
    const en = await post().field('body', '   ').expect(422);
    expect(en.body.errors.body).toEqual(['An empty message cannot be sent']);
    const az = await post().set('lang-code', 'az').expect(422);
    expect(az.body.errors.body).toEqual(['Boş mesaj göndərilə bilməz']);
  });

  it('refuses a body over the length limit', async () => {
    const author = await createUser(world.app.ctx);
    const res = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .field('body', 'x'.repeat(CHAT_LIMITS.bodyMaxChars + 1))
      .expect(422);
    expect(res.body.errors.body).toEqual(['This text is too long']);
  });
});

describe('attachments', () => {
  const allowed = [
    ['png', 'photo.png', 'image/png'],
    ['jpeg', 'scan.jpg', 'image/jpeg'],
    ['gif', 'anim.gif', 'image/gif'],
    ['webp', 'pic.webp', 'image/webp'],
    ['pdf', 'paper.pdf', 'application/pdf'],
    ['doc', 'old.doc', 'application/msword'],
    [
      'docx',
      'abstract.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ] as const;
  it.each(allowed)(
    'accepts a %s file, alone, and keeps the type its bytes show',
    async (kind, name, mime) => {
      const author = await createUser(world.app.ctx);
      const res = await api()
        .post('/api/user/messages')
        .set(author.auth)
        // The browser's claim is ignored: the bytes decide.
        .attach('attachment', sampleFiles[kind], {
          filename: name,
          contentType: 'application/octet-stream',
        })
        .expect(201);
      const message = res.body as MessageDto;
      expect(message.body).toBe('');
      expect(message.attachment).toEqual({
        name,
        mime,
        size: sampleFiles[kind].length,
        url: `/api/messages/${message.id}/attachment`,
      });
    },
  );

  it.each([
    ['an executable named .pdf', sampleFiles.exe, 'paper.pdf'],
    ['a zip that is not a Word document', sampleFiles.zip, 'abstract.docx'],
    ['plain text', Buffer.from('just text'), 'notes.txt'],
  ])('refuses %s and leaves no file behind', async (_label, bytes, filename) => {
    const author = await createUser(world.app.ctx);
    const before = storedFiles().length;
    const res = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .field('body', 'see attached')
      .attach('attachment', bytes, { filename, contentType: 'application/pdf' })
      .expect(422);
    expect(res.body.errors.attachment).toEqual([
      'Attachments must be an image, a .doc, .docx or .pdf file',
    ]);
    expect(storedFiles().length).toBe(before);
    const list = await api().get('/api/user/messages').set(author.auth).expect(200);
    expect(list.body.data).toEqual([]);
  });

  it('refuses a file over 20 MB with 413 and leaves no file behind', async () => {
    const author = await createUser(world.app.ctx);
    const before = storedFiles().length;
    const big = Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes + 1);
    sampleFiles.pdf.copy(big);
    const res = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .attach('attachment', big, 'big.pdf')
      .expect(413);
    expect(res.body.message).toBe('Files over 20 MB cannot be sent');
    expect(res.body.errors.attachment).toEqual(['Files over 20 MB cannot be sent']);
    expect(storedFiles().length).toBe(before);
  });

  it('lets only the author and the organisers download an attachment', async () => {
    const author = await createUser(world.app.ctx);
    const stranger = await createUser(world.app.ctx);
    const sent = await api()
      .post('/api/user/messages')
      .set(author.auth)
      .attach('attachment', sampleFiles.pdf, 'paper.pdf')
      .expect(201);
    const url = (sent.body as MessageDto).attachment!.url;

    const own = await api().get(url).set(author.auth).buffer(true).expect(200);
    expect(own.headers['content-type']).toMatch(/^application\/pdf/);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="?paper\.pdf"?$/);
    expect(Buffer.from(own.body as Buffer).equals(sampleFiles.pdf)).toBe(true);
    await api().get(url).set(world.admin.auth).expect(200);
    await api().get(url).set(stranger.auth).expect(404);
    await api().get(url).expect(401);
    await api().get('/api/messages/999999/attachment').set(world.admin.auth).expect(404);
    await api().get('/api/messages/abc/attachment').set(world.admin.auth).expect(422);
  });
});

describe('paging backwards through a conversation', () => {
  it('answers the newest page first, each page oldest to newest', async () => {
    const author = await createUser(world.app.ctx);
    for (let i = 1; i <= 7; i++) {
      await world.app.ctx.models.Message.create({
        userId: author.user.id,
        senderId: i % 2 ? author.user.id : world.admin.user.id,
        fromAdmin: i % 2 === 0,
        body: `message ${i}`,
      });
    }
    const page = async (query: string) =>
      (await api().get(`/api/user/messages${query}`).set(author.auth).expect(200)).body as {
        data: MessageDto[];
        hasMore: boolean;
      };
    const first = await page('?limit=3');
    expect(first.data.map((m) => m.body)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(first.hasMore).toBe(true);
    const second = await page(`?limit=3&before=${first.data[0]!.id}`);
    expect(second.data.map((m) => m.body)).toEqual(['message 2', 'message 3', 'message 4']);
    expect(second.hasMore).toBe(true);
    const last = await page(`?limit=3&before=${second.data[0]!.id}`);
    expect(last.data.map((m) => m.body)).toEqual(['message 1']);
    expect(last.hasMore).toBe(false);

    const asAdmin = await api()
      .get(`/api/admin/messages/${author.user.id}?limit=2&before=${first.data[2]!.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(asAdmin.body.data.map((m: MessageDto) => m.body)).toEqual(['message 5', 'message 6']);
    expect(asAdmin.body.hasMore).toBe(true);
  });

  it('refuses a bad limit or cursor', async () => {
    const author = await createUser(world.app.ctx);
    await api().get('/api/user/messages?limit=0').set(author.auth).expect(422);
    await api().get('/api/user/messages?limit=1000').set(author.auth).expect(422);
    const res = await api().get('/api/user/messages?before=abc').set(author.auth).expect(422);
    expect(res.body.errors.before).toBeDefined();
  });
});

describe('the organisers side', () => {
  it('is closed to visitors (401) and to authors (403)', async () => {
    const author = await createUser(world.app.ctx);
    for (const path of [
      '/api/admin/messages/contacts',
      `/api/admin/messages/${author.user.id}`,
      `/api/admin/messages/read/${author.user.id}`,
    ]) {
      await api().get(path).expect(401);
      await api().get(path).set(author.auth).expect(403);
    }
    await api()
      .post(`/api/admin/messages/${author.user.id}`)
      .set(author.auth)
      .field('body', 'hi')
      .expect(403);
    await api().get('/api/admin/users/online').set(author.auth).expect(403);
  });

  it('writes to an author, who reads it: the author unread count goes up and back to 0', async () => {
    const author = await createUser(world.app.ctx);
    const sent = await api()
      .post(`/api/admin/messages/${author.user.id}`)
      .set(world.admin.auth)
      .field('body', 'Your abstract is accepted')
      .expect(201);
    expect(sent.body).toMatchObject({
      userId: author.user.id,
      senderId: world.admin.user.id,
      fromAdmin: true,
    });
    expect((await counts(author)).userMessagesCount).toBe(1);
    expect((await counts(author)).adminMessagesCount).toBe(0);

    const read = await api().get('/api/user/messages/read').set(author.auth).expect(200);
    expect(read.body).toEqual({ success: true, count: 1 });
    expect((await counts(author)).userMessagesCount).toBe(0);
    const history = await api()
      .get(`/api/admin/messages/${author.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(history.body.data[0]).toMatchObject({ isSeen: true, seenAt: expect.any(String) });
  });

  it("reads an author's messages: the organisers' unread count goes up and back to 0", async () => {
    await readEverything();
    expect((await counts(world.admin)).adminMessagesCount).toBe(0);
    const author = await createUser(world.app.ctx);
    await send(author, 'first');
    await send(author, 'second');
    expect((await counts(world.admin)).adminMessagesCount).toBe(2);
    // An author's own messages never count as unread for the author.
    expect((await counts(author)).userMessagesCount).toBe(0);
    const row = (await contacts()).data.find((c) => c.userId === author.user.id);
    expect(row?.unReadedCount).toBe(2);

    const read = await api()
      .get(`/api/admin/messages/read/${author.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(read.body).toEqual({ success: true, count: 2 });
    const again = await api()
      .get(`/api/admin/messages/read/${author.user.id}`)
      .set(world.admin.auth)
      .expect(200);
    expect(again.body).toEqual({ success: true, count: 0 });
    expect((await counts(world.admin)).adminMessagesCount).toBe(0);
    expect((await contacts()).data.find((c) => c.userId === author.user.id)?.unReadedCount).toBe(0);
    const mine = await api().get('/api/user/messages').set(author.auth).expect(200);
    expect(mine.body.data.every((m: MessageDto) => m.isSeen)).toBe(true);
  });

  it('moves a contact with a new message to the top', async () => {
    const a = await createUser(world.app.ctx);
    const b = await createUser(world.app.ctx);
    await send(a, 'from a');
    await send(b, 'from b');
    expect((await contacts()).data.slice(0, 2).map((c) => c.userId)).toEqual([
      b.user.id,
      a.user.id,
    ]);
    await send(a, 'a again');
    const top = (await contacts()).data[0]!;
    expect(top).toMatchObject({
      userId: a.user.id,
      name: a.user.name,
      surname: a.user.surname,
      email: a.user.email,
      lastMessage: { excerpt: 'a again', fromAdmin: false, hasAttachment: false },
    });
    // An organiser's reply counts as the latest message too.
    await api()
      .post(`/api/admin/messages/${b.user.id}`)
      .set(world.admin.auth)
      .field('body', 'reply')
      .expect(201);
    expect((await contacts()).data[0]).toMatchObject({
      userId: b.user.id,
      lastMessage: { fromAdmin: true },
    });
  });

  it('keeps the contact list exact when the people of a conversation are deleted', async () => {
    const author = await createUser(world.app.ctx);
    const organiser = await createAdmin(world.app.ctx);
    await send(author, 'question');
    await api()
      .post(`/api/admin/messages/${author.user.id}`)
      .set(organiser.auth)
      .field('body', 'answer')
      .expect(201);
    const row = async () => (await contacts()).data.find((c) => c.userId === author.user.id);
    expect(await row()).toMatchObject({ lastMessage: { excerpt: 'answer' }, unReadedCount: 1 });
    // The organiser's messages go with the organiser: the question is the latest again.
    await world.app.ctx.models.User.destroy({ where: { id: organiser.user.id } });
    expect(await row()).toMatchObject({ lastMessage: { excerpt: 'question' }, unReadedCount: 1 });
    const total = (await contacts()).total;
    await world.app.ctx.models.User.destroy({ where: { id: author.user.id } });
    expect(await row()).toBeUndefined();
    expect((await contacts()).total).toBe(total - 1);
  });

  it('searches contacts by name and e-mail and pages them', async () => {
    const author = await createUser(world.app.ctx);
    await send(author, 'x'.repeat(300));
    const byEmail = await contacts(`?q=${encodeURIComponent(author.user.email.toUpperCase())}`);
    expect(byEmail.data.map((c) => c.userId)).toEqual([author.user.id]);
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]!.lastMessage.excerpt.length).toBeLessThanOrEqual(120);
    const byName = await contacts(
      `?q=${encodeURIComponent(`${author.user.name} ${author.user.surname}`)}`,
    );
    expect(byName.data.map((c) => c.userId)).toEqual([author.user.id]);
    expect((await contacts('?q=%25')).data.length).toBe(0);
    const paged = await contacts('?pageSize=1&page=2');
    expect(paged.data.length).toBe(1);
    expect(paged.total).toBeGreaterThan(1);
    const beyond = await contacts('?pageSize=1&page=1000');
    expect(beyond).toMatchObject({ data: [], total: paged.total });
    await api().get('/api/admin/messages/contacts?pageSize=1000').set(world.admin.auth).expect(422);
  });

  it('answers 404 for an unknown author and 422 for a bad id', async () => {
    await api()
      .post('/api/admin/messages/999999')
      .set(world.admin.auth)
      .field('body', 'hello')
      .expect(404);
    await api().get('/api/admin/messages/read/999999').set(world.admin.auth).expect(404);
    await api().get('/api/admin/messages/abc').set(world.admin.auth).expect(422);
    await api()
      .post(`/api/admin/messages/${world.admin.user.id}`)
      .set(world.admin.auth)
      .expect(422);
  });

  it('gives the dashboard its counts', async () => {
    const { messageCounts } = await import('./unread.js');
    await readEverything();
    const author = await createUser(world.app.ctx);
    const before = await messageCounts(world.app.ctx);
    await send(author, 'one more');
    expect(await messageCounts(world.app.ctx)).toEqual({
      unreadForAdmins: 1,
      total: before.total + 1,
    });
  });
});

describe('the POST twins of the read marks', () => {
  it('mark read as the GETs of the specification do, on both sides', async () => {
    await readEverything();
    const author = await createUser(world.app.ctx);
    await send(author, 'one');
    const byOrganisers = { params: { userId: author.user.id } };
    expect(
      await clientOf(world.app.url, world.admin)(
        contract.messages.markReadByOrganisers,
        byOrganisers,
      ),
    ).toEqual({ success: true, count: 1 });
    expect((await counts(world.admin)).adminMessagesCount).toBe(0);

    const reply = new FormData();
    reply.set('body', 'Thank you');
    await clientOf(world.app.url, world.admin)(contract.messages.reply, {
      ...byOrganisers,
      body: reply,
    });
    expect((await counts(author)).userMessagesCount).toBe(1);
    expect(await clientOf(world.app.url, author)(contract.messages.markRead)).toEqual({
      success: true,
      count: 1,
    });
    expect((await counts(author)).userMessagesCount).toBe(0);
  });

  it('are refused as the GETs are', async () => {
    const author = await createUser(world.app.ctx);
    const visitor = await clientOf(world.app.url).raw(contract.messages.markRead);
    expect(visitor.status).toBe(401);
    const params = { userId: author.user.id };
    const asAuthor = await clientOf(world.app.url, author).raw(
      contract.messages.markReadByOrganisers,
      {
        params,
      },
    );
    expect(asAuthor.status).toBe(403);
    const missing = await clientOf(world.app.url, world.admin).raw(
      contract.messages.markReadByOrganisers,
      {
        params: { userId: 999_999 },
      },
    );
    expect(missing.status).toBe(404);
  });
});
