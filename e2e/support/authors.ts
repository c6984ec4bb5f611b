import { expect } from 'vitest';
import { contract, type AcademicDegree, type LoginResponse, type ThesisDto } from '@conf/common';
import { abstractZip } from '../../api/src/test/zip';
import { registerConfirmed } from './accounts';
import { apiCall } from './api';

/**
 * Authors arranged through the API as the panel's forms would (the UI paths are covered by the
 * workflow story): signed up in a country, with an abstract, accepted when asked.
 */
export async function registerAuthor(
  baseUrl: string,
  dataDir: string,
  {
    email,
    password,
    countryCode = 'AZ',
    academicDegree = 'phd',
  }: { email: string; password: string; countryCode?: string; academicDegree?: AcademicDegree },
): Promise<LoginResponse> {
  const { body } = await apiCall(baseUrl, contract.initialData.get);
  const country = body.countries.find((c) => c.code === countryCode)!;
  return registerConfirmed(baseUrl, dataDir, {
    name: 'Leyla',
    surname: 'Author',
    email,
    password,
    countryId: country.id,
    city: 'Baku',
    institution: 'Baku State University',
    phonePrefix: '+994',
    phone: '501112233',
    academicDegree,
    academicTitle: 'none',
  });
}

/** Submits an abstract through the API's multipart endpoint, as the panel's form does. */
export async function submitAbstract(
  baseUrl: string,
  { token, user }: LoginResponse,
  title: string,
): Promise<ThesisDto> {
  const { body: topics } = await apiCall(baseUrl, contract.theses.topics);
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      title,
      topicId: topics[0]!.id,
      keywords: ['stability', 'elasticity', 'waves'],
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
  form.append(
    'file',
    new Blob([new Uint8Array(abstractZip())], { type: 'application/zip' }),
    'abstract.zip',
  );
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
}
