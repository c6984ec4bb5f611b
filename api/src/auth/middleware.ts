import type { RequestHandler } from 'express';
import type { CreationAttributes } from 'sequelize';
import type { CountryModel } from '../db/models/country.js';
import { readRows, statementPer } from '../db/read.js';
import type { Models } from '../db/models/index.js';
import type { UserModel } from '../db/models/user.js';
import { AppError } from '../http/errors.js';
import type { Identity } from './access.js';
import { tokenFrom, verifyToken } from './tokens.js';

/*
 * The 250 countries never change while the app runs (migrations seed them), so a request's user
 * gets its country from a map read once per database rather than a join on every request.
 */
const countriesOf = new WeakMap<Models, Promise<Map<number, CountryModel>>>();

function countries(models: Models): Promise<Map<number, CountryModel>> {
  let found = countriesOf.get(models);
  if (!found) {
    found = models.Country.findAll().then((rows) => new Map(rows.map((c) => [c.id, c])));
    found.catch(() => countriesOf.delete(models));
    countriesOf.set(models, found);
  }
  return found;
}

/*
 * Every signed-in request reads its user. `findByPk` builds the same SELECT each time (options
 * cloned, scopes and hooks run, SQL generated and escaped): a fifth of an author's list request.
 * The statement is built once per database from the model's attributes, sent by db/read.ts, and
 * the row becomes the model as findByPk would have built it.
 */
const userStatement = statementPer((models) => {
  const columns = Object.entries(models.User.getAttributes()).map(
    ([name, attribute]) => `"${attribute.field ?? name}" AS "${name}"`,
  );
  return `SELECT ${columns.join(', ')} FROM "${models.User.getTableName() as string}" WHERE "id" = $1`;
});

async function readUser(models: Models, id: number): Promise<UserModel | null> {
  const [row] = await readRows<CreationAttributes<UserModel>>(
    models.sequelize,
    userStatement(models),
    [id],
  );
  return row ? models.User.build(row, { raw: true, isNewRecord: false }) : null;
}

/** Resolves a token to its user, refusing tokens revoked by logout or password reset. */
export async function userForToken(
  models: Models,
  secret: string,
  token: string | null,
): Promise<UserModel | null> {
  if (!token) return null;
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const [user, byId] = await Promise.all([readUser(models, claims.userId), countries(models)]);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  // As an `include` would have set it, so presenters read `user.country` as before.
  const country = byId.get(user.countryId);
  if (country) {
    user.country = country;
    (user.dataValues as { country?: CountryModel }).country = country;
  }
  return user;
}

/**
 * Who a request's token (bearer header, else session cookie) says is asking. A token that is not
 * valid (expired, revoked, forged) leaves the caller anonymous, so public reads still work with a
 * stale cookie, but routes that need a user then answer "The token is invalid" and the client
 * drops it.
 */
export async function identify(
  models: Models,
  secret: string,
  authorization: string | undefined,
  cookies: Record<string, string | undefined> | undefined,
): Promise<Identity & { scheme?: 'bearer' | 'cookie' }> {
  const found = tokenFrom(authorization, cookies);
  if (!found) return {};
  const user = await userForToken(models, secret, found.token);
  return user ? { user, scheme: found.scheme } : { tokenInvalid: true };
}

/** Sets `req.user` (and how it was authenticated) or `req.tokenInvalid`, as `identify` finds. */
export function authenticate(models: Models, secret: string): RequestHandler {
  return async (req, _res, next) => {
    const who = await identify(models, secret, req.get('authorization'), req.cookies);
    if (who.user) {
      req.user = who.user;
      req.authScheme = who.scheme;
    } else if (who.tokenInvalid) req.tokenInvalid = true;
    next();
  };
}

/**
 * For the specification's state-changing GETs (logout, "mark as read"): the app's own calls carry
 * the `lang-code` header or a bearer token; a cross-site link or image, riding on the Lax cookie,
 * carries neither and is refused with 403 before anything changes.
 */
export const notFromNavigation: RequestHandler = (req, _res, next) => {
  if (req.get('lang-code') || req.authScheme === 'bearer') return next();
  next(new AppError(403, 'error.navigationRefused'));
};
