/**
 * The engine's entrance for browser forms: request schemas the server's use cases own, shared so
 * a page validates with exactly the server's rules. Kept apart from `formulation/browser` because
 * it brings zod, which pages without a form should not download.
 */
export { DEMO_MISSING_MESSAGE, DemoRequestSchema } from "./demo-request";
