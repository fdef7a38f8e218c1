import { createRequire } from 'node:module';
import type { TMessageKey } from '@hse/contracts/messages';
import { fieldError } from './errors.ts';

/** Who the password belongs to: what it must not be built from. */
export type TPasswordOwner = {
  login?: string | null;
  last_name?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  email?: string | null;
};

let common: ReadonlySet<string> | null = null;

/**
 * The zxcvbn-ts list of common and breached passwords (about 49,000, most used first), read on
 * the first check: it is 380 KB that a server which never sets a password need not hold.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const list: string[] = require('@zxcvbn-ts/language-common/src/passwords.json');
    common = new Set(list.map((password) => password.toLowerCase()));
  }
  return common;
}

/** Parts shorter than this ("Ли", "a@b") would forbid half of all passwords and protect nothing. */
const SHORTEST_PART = 3;

function personalParts(owner: TPasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  return [owner.login, owner.last_name, owner.first_name, owner.middle_name, email, email.split('@')[0]]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= SHORTEST_PART);
}

/**
 * Why a password may not be used (ASVS 6.2.4, 6.2.11: a common or breached one, or one built from
 * the account's own login, names or e-mail), or null when it may. The length is the contract's.
 */
export function passwordProblem(password: string, owner: TPasswordOwner): TMessageKey | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return 'errors.password_common';
  if (personalParts(owner).some((part) => lowered.includes(part))) return 'errors.password_personal';
  return null;
}

/** Refuses a password with a field error on `password` (400) when it may not be used. */
export function assertPasswordAllowed(password: string, owner: TPasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw fieldError('password', problem);
}
