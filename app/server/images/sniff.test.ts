import { expect, test } from "vitest";
import {
  AVIF_CONTAINER,
  concat,
  GIF,
  GIF_HTML_POLYGLOT,
  HTML_AS_PNG,
  JPEG,
  PNG,
  PNG_WITH_SCRIPT_CHUNK,
  PNG_WITH_TRAILER,
  SVG,
  TRUNCATED_PNG,
  WEBP,
} from "../../../test-support/image-fixtures";
import { sniffImage } from "./sniff";

test("each accepted raster type is recognised from its bytes", () => {
  expect(sniffImage(PNG)).toEqual({ ok: true, type: "image/png" });
  expect(sniffImage(JPEG)).toEqual({ ok: true, type: "image/jpeg" });
  expect(sniffImage(WEBP)).toEqual({ ok: true, type: "image/webp" });
  expect(sniffImage(GIF)).toEqual({ ok: true, type: "image/gif" });
  expect(sniffImage(AVIF_CONTAINER)).toEqual({ ok: true, type: "image/avif" });
});

test("zero bytes, HTML, SVG and arbitrary bytes are not images", () => {
  expect(sniffImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  expect(sniffImage(HTML_AS_PNG)).toEqual({ ok: false, reason: "unknown" });
  expect(sniffImage(SVG)).toEqual({ ok: false, reason: "svg" });
  expect(sniffImage(new TextEncoder().encode("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
    ok: false,
    reason: "svg",
  });
  expect(sniffImage(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]))).toEqual({
    ok: false,
    reason: "unknown",
  });
});

test("polyglots and broken containers are refused", () => {
  expect(sniffImage(GIF_HTML_POLYGLOT)).toEqual({ ok: false, reason: "malformed" });
  expect(sniffImage(PNG_WITH_TRAILER)).toEqual({ ok: false, reason: "malformed" });
  expect(sniffImage(TRUNCATED_PNG)).toEqual({ ok: false, reason: "malformed" });
  expect(sniffImage(PNG_WITH_SCRIPT_CHUNK)).toEqual({ ok: false, reason: "markup" });
  // A JPEG with a page after its end-of-image marker; a WebP whose RIFF size does not cover the file.
  expect(sniffImage(concat(JPEG, new TextEncoder().encode("<html></html>")))).toEqual({
    ok: false,
    reason: "malformed",
  });
  expect(sniffImage(concat(WEBP, new Uint8Array(8)))).toEqual({ ok: false, reason: "malformed" });
  expect(sniffImage(concat(AVIF_CONTAINER, new Uint8Array(3)))).toEqual({ ok: false, reason: "malformed" });
});

test("zero padding after an end marker is tolerated (some encoders write it)", () => {
  expect(sniffImage(concat(JPEG, new Uint8Array(16)))).toEqual({ ok: true, type: "image/jpeg" });
  expect(sniffImage(concat(GIF, new Uint8Array(4)))).toEqual({ ok: true, type: "image/gif" });
});

test("markup is found only as a real tag, in any letter case", () => {
  const wrap = (s: string) => {
    const payload = new TextEncoder().encode(`Comment\0${s}`);
    const chunk = new Uint8Array(12 + payload.length);
    new DataView(chunk.buffer).setUint32(0, payload.length);
    chunk.set(new TextEncoder().encode("tEXt"), 4);
    chunk.set(payload, 8);
    return concat(PNG.subarray(0, PNG.length - 12), chunk, PNG.subarray(PNG.length - 12));
  };
  expect(sniffImage(wrap("<SvG onload=alert(1)>"))).toEqual({ ok: false, reason: "markup" });
  expect(sniffImage(wrap("<iframe/src=x>"))).toEqual({ ok: false, reason: "markup" });
  expect(sniffImage(wrap("a <svgz and <bodyguard and x<html5"))).toEqual({ ok: true, type: "image/png" });
});
