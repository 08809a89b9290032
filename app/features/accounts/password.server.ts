/**
 * argon2id in workerd. The WebAssembly is imported as modules (workerd forbids compiling wasm
 * from bytes at run time), then handed to the library.
 */
import { argon2id, argon2Verify, setWASMModules } from "argon2-wasm-edge";
import argon2WASM from "argon2-wasm-edge/wasm/argon2.wasm";
import blake2bWASM from "argon2-wasm-edge/wasm/blake2b.wasm";
import { normalizePassword } from "#app/features/accounts/password-policy";
import { ARGON2_PARAMS } from "./password-params";

setWASMModules({ argon2WASM, blake2bWASM });

/** Passwords are hashed in their NFKC form, so "ﬁ" and "fi", or two ways to write "é", are one password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...ARGON2_PARAMS, password: normalizePassword(password), salt, outputType: "encoded" });
}

async function verifyExactly(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false;
  }
}

/**
 * Checks the NFKC form; a password typed exactly as one hashed before normalisation existed (only
 * possible with characters NFKC changes) is still accepted.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  if (await verifyExactly(normalized, encoded)) return true;
  return normalized !== password && verifyExactly(password, encoded);
}

/**
 * A hash to verify against when the e-mail is unknown, so unknown e-mails and wrong passwords
 * take the same time and give the same answer.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
