import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';

/** apps/server/data/common-passwords.txt, from this file in src/ or from the bundle in dist/ (data/README.md). */
const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL(`${import.meta.url.endsWith('.ts') ? '../../..' : '..'}/data/common-passwords.txt`, import.meta.url),
);

/** Argon2id (Algorithm.Argon2id is a const enum, not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps sign-in timing the same for both cases. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-constant-time');
  return dummyHash;
}

let common: Set<string> | undefined;
/** True for a password on the shipped common-password list (compared in lower case) or one of only spaces. */
export function isWeakPassword(password: string): boolean {
  common ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean));
  return password.trim() === '' || common.has(password.toLowerCase());
}
