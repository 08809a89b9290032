/**
 * Upload tokens: 160 random bits, written in the upload URL; the database keeps only their
 * SHA-256, the way sessions and password-reset links are kept.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

const TOKEN = /^[a-z2-7]{32}$/;

export function newUploadToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** The row id of a token, or undefined when the text cannot be a token at all. */
export function uploadIdOf(token: string | undefined): string | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
