import { expect } from 'vitest';
import { contract, type LoginResponse, type RegisterInput, type ThesisDto } from '@conf/common';
import { abstractZip } from '../../api/src/test/zip';
import { registerConfirmed } from './accounts';
import { apiCall } from './api';

/*
 * Authors arranged through the API as the panel's forms would (the UI paths are covered by the
 * workflow story): signed up in a country, with an abstract, accepted when asked. Every story
 * that needs an author starts here, so a change of the sign-up or submission body is made once.
 */

/** Who signs up: the address and password, and whatever differs from the usual Baku author. */
export type NewAuthor = Pick<RegisterInput, 'email' | 'password'> &
  Partial<Omit<RegisterInput, 'countryId'>> & { countryCode?: string };

/** The account of the admin and messaging stories: a professor of an example institute. */
const PROFESSOR = {
  institution: 'Example Institute',
  phone: '501234567',
  academicTitle: 'professor',
} as const;

export async function registerAuthor(
  baseUrl: string,
  dataDir: string,
  { countryCode = 'AZ', ...person }: NewAuthor,
): Promise<LoginResponse> {
  const { body } = await apiCall(baseUrl, contract.initialData.get);
  const country = body.countries.find((c) => c.code === countryCode)!;
  return registerConfirmed(baseUrl, dataDir, {
    name: 'Leyla',
    surname: 'Author',
    city: 'Baku',
    institution: 'Baku State University',
    phonePrefix: '+994',
    phone: '501112233',
    academicDegree: 'phd',
    academicTitle: 'none',
    ...person,
    countryId: country.id,
  });
}

/** An author of Baku who is a PhD professor of an example institute (the UI path is auth.e2e's). */
export function registerProfessor(baseUrl: string, dataDir: string, person: NewAuthor) {
  return registerAuthor(baseUrl, dataDir, { ...PROFESSOR, ...person });
}

/** What a submission may change: the topic (the first one otherwise), keywords and archive. */
export interface Submission {
  topicId?: number;
  keywords?: string[];
  zip?: Buffer;
  fileName?: string;
}

/** Submits an abstract, its author the only (corresponding) one, as the panel's form does. */
export async function submitAbstract(
  baseUrl: string,
  { token, user }: Pick<LoginResponse, 'token' | 'user'>,
  title: string,
  {
    topicId,
    keywords = ['stability', 'elasticity', 'waves'],
    zip = abstractZip(),
    fileName = 'abstract.zip',
  }: Submission = {},
): Promise<ThesisDto> {
  const topic = topicId ?? (await apiCall(baseUrl, contract.theses.topics)).body[0]!.id;
  const { name, surname, email, countryId, city, institution, phonePrefix, phone } = user;
  const { academicDegree, academicTitle } = user;
  const author = { name, surname, email, countryId, city, institution, phonePrefix, phone };
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      title,
      topicId: topic,
      keywords,
      authors: [{ ...author, academicDegree, academicTitle, isCorresponding: true }],
      termsAccepted: true,
    }),
  );
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), fileName);
  const res = await apiCall(baseUrl, contract.theses.submit, { body: form }, { token });
  expect(res.status).toBe(201);
  return res.body;
}

/** The organisers accept an abstract: its author then owes the fee (unless exempt). */
export async function acceptAbstract(baseUrl: string, adminToken: string, id: number) {
  const res = await apiCall(
    baseUrl,
    contract.theses.accept,
    { params: { id } },
    { token: adminToken },
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Makes `userId` a reviewer of `topicIds` (the reviewers screen's job, done beforehand). */
export async function promoteReviewer(
  baseUrl: string,
  adminToken: string,
  userId: number,
  topicIds: number[],
) {
  const res = await apiCall(
    baseUrl,
    contract.reviews.admin.promote,
    { body: { userId, topicIds } },
    { token: adminToken },
  );
  expect(res.status).toBe(201);
}
