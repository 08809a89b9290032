/**
 * A value as JSON that can sit inside an inline `<script>`: `<`, `>` and `&` are escaped, so no
 * string in it can close the element or start a comment, and the two line separators JavaScript
 * once rejected in string literals are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
