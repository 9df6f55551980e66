import { hash, verify } from '@node-rs/argon2';

const options = {
  // 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const unknownUserHash = hash('kairos-unknown-user-password-1', options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await unknownUserHash), password);
  } catch {
    return false;
  }
}
