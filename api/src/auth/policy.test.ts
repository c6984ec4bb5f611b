import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Role } from '@conf/common';
import { createModels } from '../db/models/index.js';
import { createSequelize } from '../db/sequelize.js';
import { AppError } from '../http/errors.js';
import { registrationBody } from '../test/factories.js';
import { definePolicy, type Caller } from './policy.js';

// Rules are pure: users are model instances that are never saved (no query is made).
const sequelize = createSequelize(inject('pgAdminUrl'));
const { User } = createModels(sequelize);
afterAll(() => sequelize.close());

const person = (id: number, role: Role) => {
  const { password: _password, ...profile } = registrationBody();
  return User.build({ ...profile, id, role, passwordHash: 'never checked' });
};
const author = person(7, 'user');
const organiser = person(1, 'admin');

const notePolicy = definePolicy({
  rules: {
    read: (user: Caller, note: { ownerId: number }) =>
      user?.role === 'admin' || user?.id === note.ownerId,
    archive: (user: Caller, note: { ownerId: number; archived: boolean }) =>
      user?.role === 'admin' && !note.archived,
    edit: (user: Caller, note: { ownerId: number; archived: boolean }) =>
      user?.id === note.ownerId && !note.archived,
  },
  abilities: ['archive', 'edit'],
});

const hiddenPolicy = definePolicy({
  rules: { read: (user: Caller, note: { ownerId: number }) => user?.id === note.ownerId },
  refuse: () => new AppError(404, 'error.notFound'),
});

const note = { ownerId: 7, archived: false };
const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 'allowed';
  } catch (err) {
    return err instanceof AppError ? err.status : err;
  }
};

describe('definePolicy', () => {
  it('answers each rule for the caller and the subject', () => {
    expect(notePolicy.can(author, 'read', note)).toBe(true);
    expect(notePolicy.can(undefined, 'read', note)).toBe(false);
    expect(notePolicy.can(author, 'archive', note)).toBe(false);
    expect(notePolicy.can(organiser, 'archive', note)).toBe(true);
  });

  it('authorises with 401 for a visitor and 403 for a signed-in user, or the policy’s own refusal', () => {
    expect(notePolicy.authorize(author, 'read', note)).toBe(note);
    expect(statusOf(() => notePolicy.authorize(undefined, 'read', note))).toBe(401);
    expect(statusOf(() => notePolicy.authorize(author, 'archive', note))).toBe(403);
    expect(statusOf(() => hiddenPolicy.authorize(organiser, 'read', note))).toBe(404);
  });

  it('refuses a missing subject exactly like a forbidden one', () => {
    expect(statusOf(() => notePolicy.authorize(organiser, 'read', null))).toBe(403);
    expect(statusOf(() => hiddenPolicy.authorize(author, 'read', null))).toBe(404);
  });

  it('serialises the listed rules, and only those, as abilities', () => {
    expect(notePolicy.abilities(author, note)).toEqual({ archive: false, edit: true });
    expect(notePolicy.abilities(organiser, note)).toEqual({ archive: true, edit: false });
    expect(notePolicy.abilities(organiser, { ...note, archived: true })).toEqual({
      archive: false,
      edit: false,
    });
    expect(hiddenPolicy.abilities(author, note)).toEqual({});
  });
});
