/**
 * argon2id in workerd. The WebAssembly is imported as modules (workerd forbids compiling wasm
 * from bytes at run time), then handed to the library.
 */
import { argon2id, argon2Verify, setWASMModules } from "argon2-wasm-edge";
import argon2WASM from "argon2-wasm-edge/wasm/argon2.wasm";
import blake2bWASM from "argon2-wasm-edge/wasm/blake2b.wasm";
import { ARGON2_PARAMS } from "./password-params";

setWASMModules({ argon2WASM, blake2bWASM });

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...ARGON2_PARAMS, password, salt, outputType: "encoded" });
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false;
  }
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
