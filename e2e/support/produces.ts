import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Download, Page } from 'playwright-core';
import { contract, type AcademicDegree, type LoginResponse, type ThesisDto } from '@conf/common';
import { abstractZip, buildZip } from '../../api/src/test/zip';
import { registerConfirmed } from './accounts';
import { apiCall, apiLogin } from './api';
import { openPage, type TrackedPage } from './browser';

/*
 * Arranging what issue 15's stories start from (accepted abstracts, approved participants) the
 * way the console would, through the typed API: the UI of those steps is workflow.e2e's.
 */

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function adminToken(baseUrl: string, email: string, password: string) {
  return apiLogin(baseUrl, email, password);
}

/** A browser context signed in as `email` (the auth cookie the site sets at sign-in). */
export async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  viewport?: { width: number; height: number },
): Promise<TrackedPage> {
  const token = await apiLogin(baseUrl, email, password);
  const opened = await openPage(browser, baseUrl, viewport ? { viewport } : {});
  await opened.context.addCookies([{ name: 'auth._token', value: token, url: baseUrl }]);
  return opened;
}

export async function registerPerson(
  baseUrl: string,
  dataDir: string,
  person: { name: string; surname: string; email: string; password: string },
  academicDegree: AcademicDegree = 'doctoral_student',
): Promise<LoginResponse> {
  const { body: initial } = await apiCall(baseUrl, contract.initialData.get);
  const az = initial.countries.find((c) => c.code === 'AZ')!;
  return registerConfirmed(baseUrl, dataDir, {
    ...person,
    countryId: az.id,
    city: 'Bakı',
    institution: 'Riyaziyyat və Mexanika İnstitutu',
    phonePrefix: '+994',
    phone: '501112233',
    academicDegree,
    academicTitle: 'none',
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
  const { body: topics } = await apiCall(baseUrl, contract.theses.topics);
  const user = author.user;
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      title,
      topicId: topics[0]!.id,
      keywords: ['programme', 'calendar', 'schedule'],
      authors: [
        {
          name: user.name,
          surname: user.surname,
          email: user.email,
          countryId: user.countryId,
          city: user.city,
          institution: user.institution,
          phonePrefix: user.phonePrefix,
          phone: user.phone,
          academicDegree: user.academicDegree,
          academicTitle: user.academicTitle,
          isCorresponding: true,
        },
      ],
      termsAccepted: true,
    }),
  );
  const zip = readablePdf
    ? buildZip([
        {
          name: 'abstract/main.tex',
          data: '\\documentclass{article}\\begin{document}x\\end{document}',
        },
        { name: 'abstract/main.pdf', data: await abstractPdf(title) },
      ])
    : abstractZip();
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'abstract.zip');
  const submitted = await apiCall(
    baseUrl,
    contract.theses.submit,
    { body: form },
    {
      token: author.token,
    },
  );
  if (submitted.status !== 201) throw new Error(`submit: ${submitted.status}`);
  const accepted = await apiCall(
    baseUrl,
    contract.theses.accept,
    { params: { id: submitted.body.id } },
    { token: admin },
  );
  if (accepted.body.status !== 'accepted') throw new Error(`accept: ${accepted.status}`);
  return accepted.body;
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

/** Picks the option `option` of the antd select labelled `label` (typing it where it searches). */
export async function pick(page: Page, label: string, option: string, search = false) {
  const select = page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
  await select.click();
  if (search) await select.fill(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}`) })
    .first()
    .click();
}

/** A form control by its label (a `*` may mark it required). */
export const control = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** Confirms the open antd Popconfirm. */
export async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary').click();
}
