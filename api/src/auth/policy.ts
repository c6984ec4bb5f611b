import { isAdminRole } from '@conf/common';
import type { UserModel } from '../db/models/user.js';
import { ForbiddenError, UnauthenticatedError, type AppError } from '../http/errors.js';

/** The caller: a signed-in user, or a visitor. */
export type Caller = UserModel | undefined;

/** Small predicates that the resource policies compose. */
export const isAdmin = (user: Caller): boolean => isAdminRole(user?.role);
export const isOwner = (user: Caller, ownerId: number): boolean =>
  user !== undefined && user.id === ownerId;

/** One rule: may `user` do this to `subject` now? Pure; the caller loads what it reads. */
export type Rule<S> = (user: Caller, subject: S) => boolean;

type SubjectOf<F> = F extends (user: Caller, subject: infer S) => boolean ? S : never;
type Both<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void
  ? I
  : never;

export interface Policy<R extends Record<string, Rule<never>>, A extends keyof R & string> {
  /** Whether `user` may do `action` to `subject`. */
  can<K extends keyof R & string>(user: Caller, action: K, subject: SubjectOf<R[K]>): boolean;
  /**
   * Answers `subject` when `user` may do `action` to it, else throws the policy's refusal. A
   * missing subject (`null`: no such row) is refused alike, so the two cannot be told apart.
   */
  authorize<K extends keyof R & string, S extends SubjectOf<R[K]>>(
    user: Caller,
    action: K,
    subject: S | null,
  ): S;
  /** The `abilities` of `subject` for `user`: the same rules, as the response carries them. */
  abilities(user: Caller, subject: Both<SubjectOf<R[A]>>): { [K in A]: boolean };
}

export interface PolicySpec<R, A> {
  rules: R;
  /** The rules a response carries as `abilities` (the action lists are in common). */
  abilities?: readonly A[];
  /**
   * How a refusal answers. By default 401 for a visitor and 403 for a signed-in user; a resource
   * whose existence must not leak answers its 404 instead.
   */
  refuse?: () => AppError;
}

/**
 * One resource's rules, declared once as `{ action: (user, subject) => boolean }`: the routes
 * authorise with them and the presenters serialise them, so the two never disagree.
 */
export function definePolicy<
  const R extends Record<string, Rule<never>>,
  const A extends keyof R & string = never,
>(spec: PolicySpec<R, A>): Policy<R, A> {
  const { rules } = spec;
  const check = (user: Caller, action: keyof R, subject: unknown) =>
    (rules[action] as Rule<unknown>)(user, subject);
  return {
    can: check,
    authorize(user, action, subject) {
      if (subject !== null && check(user, action, subject)) return subject;
      if (spec.refuse) throw spec.refuse();
      throw user ? ForbiddenError() : UnauthenticatedError();
    },
    abilities(user, subject) {
      const actions = spec.abilities ?? [];
      return Object.fromEntries(actions.map((a) => [a, check(user, a, subject)])) as {
        [K in A]: boolean;
      };
    },
  };
}
