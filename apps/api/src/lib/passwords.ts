import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';

// @node-rs/argon2 hashes with argon2id by default (its `Algorithm` is a const enum we cannot import under
// verbatimModuleSyntax); the parameters are OWASP's baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A fixed hash verified against when the user does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hash('planilla-cr-no-such-user', OPTIONS);
  await verifyPassword(await dummyHash, password);
};

/** An opaque random token (refresh, password reset) and the hash that is stored instead of it. */
export const newOpaqueToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
};
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
