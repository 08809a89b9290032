/**
 * Password hashes the app accepts, made in the test process with the app's own library and
 * parameters (argon2id via argon2-wasm-edge, app/server/auth/password-params.ts). In workerd the
 * app imports the .wasm files as modules; here Node compiles the same files. ~40 ms per hash.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { argon2id, setWASMModules } from "argon2-wasm-edge";
import { ARGON2_PARAMS } from "../app/server/auth/password-params";

const require = createRequire(import.meta.url);
// WebAssembly's constructors are declared in the DOM lib, which tsconfig.node.json leaves out.
const { Module } = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } })
  .WebAssembly;
const wasm = (specifier: string) => new Module(readFileSync(require.resolve(specifier)));
let ready: Promise<void> | undefined;

export async function hashPassword(password: string): Promise<string> {
  ready ??= setWASMModules({
    argon2WASM: wasm("argon2-wasm-edge/wasm/argon2.wasm"),
    blake2bWASM: wasm("argon2-wasm-edge/wasm/blake2b.wasm"),
  });
  await ready;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...ARGON2_PARAMS, password, salt, outputType: "encoded" });
}
