import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Download, Page } from 'playwright-core';
import { contract, type AcademicDegree, type LoginResponse, type ThesisDto } from '@conf/common';
import { abstractZip, buildZip } from '../../api/src/test/zip';
import { apiCall } from './api';
import { acceptAbstract, registerAuthor, submitAbstract } from './authors';
import type { TrackedPage } from './browser';
import type { Story } from './story';

/*
 * Arranging what issue 15's stories start from (accepted abstracts, approved participants) the
 * way the console would, through the typed API: the UI of those steps is workflow.e2e's.
 */

export async function registerPerson(
  baseUrl: string,
  dataDir: string,
  person: { name: string; surname: string; email: string; password: string },
  academicDegree: AcademicDegree = 'doctoral_student',
): Promise<LoginResponse> {
  return registerAuthor(baseUrl, dataDir, {
    city: 'Bakı',
    institution: 'Riyaziyyat və Mexanika İnstitutu',
    academicDegree,
    ...person,
  });
}

/** A one-page PDF with the title on it, as an author's compiled abstract. */
async function abstractPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([595, 842])
    .drawText(title.replace(/[^\x20-\x7e]/g, '?'), { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

/**
 * Submits an abstract and accepts it (a doctoral student's abstract needs no fee). With
 * `readablePdf` false the archive's PDF cannot be read, as the book's report must then say.
 */
export async function acceptedAbstract(
  baseUrl: string,
  admin: string,
  author: LoginResponse,
  title: string,
  readablePdf = true,
): Promise<ThesisDto> {
  const zip = readablePdf
    ? buildZip([
        {
          name: 'abstract/main.tex',
          data: '\\documentclass{article}\\begin{document}x\\end{document}',
        },
        { name: 'abstract/main.pdf', data: await abstractPdf(title) },
      ])
    : abstractZip();
  const keywords = ['programme', 'calendar', 'schedule'];
  const submitted = await submitAbstract(baseUrl, author, title, { keywords, zip });
  const accepted = await acceptAbstract(baseUrl, admin, submitted.id);
  if (accepted.status !== 'accepted') throw new Error(`accept: ${accepted.status}`);
  return accepted;
}

/** Declares the participation of `user` and approves it. */
export async function approvedParticipant(baseUrl: string, admin: string, user: LoginResponse) {
  const declared = await apiCall(baseUrl, contract.participants.declare, undefined, {
    token: user.token,
  });
  if (declared.status !== 201) throw new Error(`declare: ${declared.status}`);
  const decided = await apiCall(
    baseUrl,
    contract.participants.decide,
    { params: { id: declared.body.id }, body: { status: 'accepted' } },
    { token: admin },
  );
  if (decided.status !== 200) throw new Error(`approve: ${decided.status}`);
}

/** A participant the organisers approved (a doctoral student of Baku), signed in in the browser. */
export async function approvedParticipantPage(
  story: Story,
  person: Parameters<typeof registerPerson>[2],
): Promise<TrackedPage> {
  const user = await registerPerson(story.baseUrl, story.dataDir, person);
  await approvedParticipant(story.baseUrl, await story.adminToken(), user);
  return story.as(person.email, person.password);
}

/** Clicks what starts a download and answers the saved file's bytes and suggested name. */
export async function download(
  page: Page,
  click: () => Promise<void>,
): Promise<{ body: Buffer; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = await (file as Download).path();
  return { body: await readFile(saved), name: file.suggestedFilename() };
}

/** The server-rendered HTML of a public page and its status (no JavaScript involved). */
export async function serverHtml(baseUrl: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
}

/**
 * The two browsers of a file about what participants receive: an approved participant (`person`)
 * signed in, and the organiser; opened before the file's tests and closed after them.
 */
export function participantAndOrganiser(
  story: Story,
  person: Parameters<typeof registerPerson>[2],
): { participant: TrackedPage; admin: TrackedPage } {
  const pages = {} as { participant: TrackedPage; admin: TrackedPage };
  beforeAll(async () => {
    pages.participant = await approvedParticipantPage(story, person);
    pages.admin = await story.organiser();
  });
  afterAll(async () => {
    await pages.participant?.context.close();
    await pages.admin?.context.close();
  });
  return pages;
}
