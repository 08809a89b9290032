/**
 * Password hashing parameters: argon2id with OWASP's recommended minimum (19 MiB, 2 passes,
 * 1 lane). The encoded hash carries its parameters, so a hash made with older ones still verifies
 * and is upgraded at the next successful sign-in.
 */
export const ARGON2_PARAMS = { memorySize: 19456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** True when an encoded hash was made with weaker parameters than the current ones. */
export function needsRehash(encoded: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!m) return true;
  return Number(m[1]) < ARGON2_PARAMS.memorySize || Number(m[2]) < ARGON2_PARAMS.iterations;
}
