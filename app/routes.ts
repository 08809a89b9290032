/**
 * Every URL of the product in one place (a newcomer finds any feature in one hop from here).
 * A feature that has its own folder keeps its route modules there (features/<name>/routes/, the
 * JSON API in routes/api/); the others still live in routes/ and routes/api/. The catch-alls come
 * last: unknown API paths answer 404 JSON; other paths serve an active content page of that slug,
 * or show the home content under a "Page not found" notice with status 404 (ADR 0059).
 */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("features/catalogue/routes/home.tsx"),
  route("browse", "features/catalogue/routes/browse.tsx"),
  route("category/:id", "features/catalogue/routes/category.tsx"),
  route("formulation/:id", "features/formulation/routes/formulation.tsx"),
  route("formulation/:id/batch-record", "features/formulation/routes/batch-record.tsx"),
  // The printable pack label of a formula, for a library formulation and a wizard one.
  route("formulation/:id/label", "features/labelling/routes/label.tsx"),
  route("custom-formulations/:id/label", "features/labelling/routes/custom-label.tsx"),
  route("demo", "features/demo/routes/demo.tsx"),
  route("signup", "features/accounts/routes/signup.tsx"),
  route("login", "features/accounts/routes/login.tsx"),
  // The second sign-in step for an account with a second factor (ADR 0055).
  route("login/mfa", "features/accounts/routes/login-mfa.tsx"),
  route("forgot-password", "features/accounts/routes/forgot-password.tsx"),
  route("reset-password", "features/accounts/routes/reset-password.tsx"),
  route("verify-email", "features/accounts/routes/verify-email.tsx"),
  // E-mail kept instead of sent, on a developer's machine only (404 elsewhere).
  route("dev/outbox", "features/accounts/routes/dev-outbox.tsx"),
  route("my-account", "features/accounts/routes/my-account.tsx"),
  route("about", "features/pages/routes/about.tsx"),
  route("faq", "features/pages/routes/faq.tsx"),
  route("terms-of-service", "features/pages/routes/legal.tsx", { id: "terms" }),
  route("privacy-policy", "features/pages/routes/legal.tsx", { id: "privacy" }),
  route("disclaimer", "features/pages/routes/legal.tsx", { id: "disclaimer" }),
  route("blog", "features/blog/routes/blog.tsx"),
  // The module is not named *.xml.ts, like the PDFs below: the URL is mapped here.
  route("blog/rss.xml", "features/blog/routes/blog-rss.ts"),
  route("blog/:slug", "features/blog/routes/blog-post.tsx"),

  // The back office: each tab is its own URL (ADR 0025); every one declares admin access.
  route("admin", "features/admin/routes/overview.tsx"),
  route("admin/categories", "features/admin/routes/categories.tsx"),
  route("admin/formulations", "features/admin/routes/formulations.tsx"),
  route("admin/bulk-formulations", "features/admin/routes/bulk-formulations.tsx"),
  route("admin/settings", "features/admin/routes/settings.tsx"),
  route("admin/content", "features/pages/routes/admin-content.tsx"),
  route("admin/blog", "features/blog/routes/admin-blog.tsx"),
  route("admin/test-ai", "features/admin/routes/test-ai.tsx"),
  route("admin/user-activity", "features/admin/routes/user-activity.tsx"),
  // The support inbox (ADR 0032): chats listed from the D1 mirror, answered through each room.
  route("admin/support", "features/chat/routes/admin-support.tsx"),
  // The security event log (ADR 0054): events newest first, filters, and the failed sign-in alert.
  route("admin/security", "features/admin/routes/security.tsx"),
  // Categories by AI (ADR 0028): proposals map onto the 22 or become suggestions, never categories.
  route("api/ai/generate-category", "features/category-ai/routes/api/ai-generate-category.ts"),
  route("api/ai/trending-suggestions", "features/category-ai/routes/api/ai-trending-suggestions.ts"),
  route("api/admin/suggest-categories", "features/category-ai/routes/api/admin/suggest-categories.ts"),
  route("api/admin/categories", "features/category-ai/routes/api/admin/categories.ts"),

  // Images in R2 (ADR 0026): upload URL, the token-authorised PUT, marking, alt text, serving.
  route("api/objects/upload", "features/admin/routes/api/object-upload-url.ts"),
  route("api/objects/upload/:token", "features/admin/routes/api/object-upload.ts"),
  route("api/categories/:id/image", "features/admin/routes/api/category-image.ts"),
  route("api/formulation-images", "features/admin/routes/api/formulation-images.ts"),
  route("api/admin/generate-alt-text", "features/admin/routes/api/admin/generate-alt-text.ts"),
  route("objects/uploads/:id", "routes/uploaded-image.ts"),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("api/categories", "features/catalogue/routes/api/categories.ts"),
  route("api/categories/:id", "features/catalogue/routes/api/category.ts"),
  route("api/stats", "features/catalogue/routes/api/stats.ts"),
  route("api/formulations", "features/formulation/routes/api/formulations.ts"),
  route("api/formulations/validate", "features/formulation/routes/api/formulations-validate.ts"),
  route("api/formulations/:id", "features/formulation/routes/api/formulation.ts"),
  route("api/formulations/:id/export/:format", "features/formulation/routes/api/formulation-export.ts"),
  // The module is not named *.pdf.ts: Vite would take it for a PDF asset.
  route("api/formulations/:id/pdf", "features/formulation/routes/api/formulation-pdf.ts"),
  route("api/formulations/:id/batch-record.pdf", "features/formulation/routes/api/formulation-batch-record.ts"),
  route("api/formulations/:id/label.pdf", "features/labelling/routes/api/formulation-label.ts"),
  route("api/formulations/:id/sds.pdf", "features/labelling/routes/api/formulation-sds.ts"),
  route("api/search/suggestions", "features/search/routes/api/search-suggestions.ts"),
  route("api/activity", "features/favourites/routes/api/activity.ts"),
  // Chat over HTTP: history and the fallback post, through the session's Durable Object.
  route("api/chat/messages", "features/chat/routes/api/chat-messages.ts"),
  route("api/chat/messages/:sessionId", "features/chat/routes/api/chat-session-messages.ts"),
  route("api/chat/availability", "features/chat/routes/api/chat-availability.ts"),
  route("api/blog", "features/blog/routes/api/blog.ts"),
  route("api/blog/published", "features/blog/routes/api/blog-published.ts"),
  route("api/blog/:id", "features/blog/routes/api/blog-post.ts"),
  route("api/pages", "features/pages/routes/api/pages.ts"),
  route("api/pages/:id", "features/pages/routes/api/page.ts"),
  route("api/ai-blog/trending-formulations", "features/blog/routes/api/trending-formulations.ts"),
  // AI blog posts grounded in the library (ADR 0029); a batch runs on the JOBS queue (ADR 0027).
  route("api/ai-blog/generate", "features/blog/routes/api/ai-blog-generate.ts"),
  route("api/ai-blog/generate-batch", "features/blog/routes/api/ai-blog-generate-batch.ts"),

  route("api/signup", "features/accounts/routes/api/signup.ts"),
  route("api/login", "features/accounts/routes/api/login.ts"),
  route("api/login/mfa", "features/accounts/routes/api/login-mfa.ts"),
  route("api/callback", "features/accounts/routes/api/callback.ts"),
  route("api/logout", "features/accounts/routes/api/logout.ts"),
  route("api/auth/user", "features/accounts/routes/api/auth-user.ts"),
  route("api/auth/mfa", "features/accounts/routes/api/auth-mfa.ts"),
  route("api/user/password", "features/accounts/routes/api/user-password.ts"),
  route("api/user/favorites", "features/favourites/routes/api/user-favorites.ts"),
  route("api/user/favorites/:formulationId", "features/favourites/routes/api/user-favorite.ts"),
  route("api/user/downloads", "features/favourites/routes/api/user-downloads.ts"),
  route("api/demo-formulation", "features/demo/routes/api/demo-formulation.ts"),
  route("api/assistant", "features/assistant/routes/api/assistant.ts"),
  // The wizard's form posts to its own action; integrations post JSON to the API below it.
  route("wizard/generate", "features/wizard/routes/generate.ts"),
  route("api/ai/custom-formulation", "features/wizard/routes/api/ai-custom-formulation.ts"),
  route(
    "api/custom-formulations/:id/batch-record.pdf",
    "features/wizard/routes/api/custom-formulation-batch-record.ts",
  ),
  route("api/custom-formulations/:id/label.pdf", "features/labelling/routes/api/custom-formulation-label.ts"),
  route("api/custom-formulations/:id/sds.pdf", "features/labelling/routes/api/custom-formulation-sds.ts"),
  route("api/product-names", "features/wizard/routes/api/product-names.ts"),
  route("api/product-properties/:productName", "features/wizard/routes/api/product-properties.ts"),
  route("api/user-notes", "features/wizard/routes/api/user-notes.ts"),

  route("api/admin/users", "features/admin/routes/api/admin/users.ts"),
  route("api/admin/downloads", "features/admin/routes/api/admin/downloads.ts"),
  route("api/admin/favorites", "features/admin/routes/api/admin/favorites.ts"),
  route("api/admin/security-events", "features/admin/routes/api/admin/security-events.ts"),
  route("api/admin/formulations", "features/admin/routes/api/admin/formulations.ts"),
  route("api/admin/formulations/:id/status", "features/admin/routes/api/admin/formulation-status.ts"),
  // Bulk generation on the JOBS queue (ADR 0027): start, follow, cancel.
  route("api/ai/generate-bulk-formulations-with-keywords", "features/admin/routes/api/ai-bulk-formulations.ts"),
  route("api/admin/jobs/:id", "features/admin/routes/api/admin/job.ts"),
  route("api/admin/chat/sessions", "features/chat/routes/api/admin/chat-sessions.ts"),
  route("api/admin/chat/sessions/:sessionId", "features/chat/routes/api/admin/chat-session.ts"),
  route("api/admin/chat/sessions/:sessionId/status", "features/chat/routes/api/admin/chat-session-status.ts"),
  route("api/admin/jobs/:id/cancel", "features/admin/routes/api/admin/job-cancel.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
