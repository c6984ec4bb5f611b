import { contract, type LoginResponse, type RegisterInput } from '@conf/common';
import { apiCall } from './api';
import { confirmationPath } from './mail';

/**
 * Signs up through the API and opens the mailed confirmation link as its owner would (with the
 * password chosen): the account is then usable, and its token is answered.
 */
export async function registerConfirmed(
  baseUrl: string,
  dataDir: string,
  body: RegisterInput,
): Promise<LoginResponse> {
  const registered = await apiCall(baseUrl, contract.auth.register, { body });
  if (registered.status !== 202) {
    throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const token = (await confirmationPath(dataDir, body.email)).split('/').pop()!;
  const confirmed = await apiCall(baseUrl, contract.auth.confirmEmail, {
    body: { token, password: body.password },
  });
  if (confirmed.status !== 200) {
    throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  return confirmed.body;
}
