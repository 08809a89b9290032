/**
 * Drizzle schema for every entity of the product contract, plus the tables the
 * platform itself needs (identity-provider accounts, activity events, queue job progress).
 * Column names follow the spec in camelCase on the TypeScript side and snake_case in SQL.
 * Timestamps are integer milliseconds since the epoch.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    icon: text("icon").notNull().default("fas fa-flask"),
    image: text("image"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Position in the system list, so every list shows the 22 categories in one order. */
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("categories_is_active_idx").on(t.isActive), index("categories_sort_idx").on(t.sortOrder)],
);

export const formulations = sqliteTable(
  "formulations",
  {
    id: id(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    image: text("image"),
    imageAlt: text("image_alt"),
    imageFilename: text("image_filename"),
    /** JSON text: [{ name, inci, percentage: "12.5%", function }]. Invalid JSON reads as []. */
    ingredients: text("ingredients").notNull().default("[]"),
    /** JSON text: [{ phase, steps: string[] }]. Invalid JSON reads as []. */
    instructions: text("instructions").notNull().default("[]"),
    usageInstructions: text("usage_instructions").notNull().default(""),
    phLevel: text("ph_level"),
    shelfLife: text("shelf_life"),
    viscosity: text("viscosity"),
    storageConditions: text("storage_conditions"),
    batchSize: text("batch_size"),
    processingTime: text("processing_time"),
    temperature: text("temperature"),
    equipment: text("equipment"),
    certification: text("certification"),
    /** Validator context beyond the spec: what kind of product, and whether it stays on. */
    productType: text("product_type"),
    leaveOn: integer("leave_on", { mode: "boolean" }),
    /** Where the row came from: library (seeded file), admin, generated (bulk/AI). */
    source: text("source", { enum: ["library", "admin", "generated"] })
      .notNull()
      .default("admin"),
    /** Hash of the library file entry last seeded, so re-seeding only rewrites changed entries. */
    sourceHash: text("source_hash"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** JSON text: the engine's notices (and an LLM fallback's reason) kept with a generated row. */
    notices: text("notices").notNull().default("[]"),
    /** "{jobId}:{itemIndex}" of the bulk item that made the row: a re-run finds it instead of adding one. */
    jobItemKey: text("job_item_key").unique(),
    /** A generated row's sorted ingredient names, so two generated rows of a category never share a set. */
    ingredientSet: text("ingredient_set"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("formulations_category_ingredient_set_idx")
      .on(t.categoryId, t.ingredientSet)
      .where(sql`${t.ingredientSet} is not null`),
    index("formulations_category_idx").on(t.categoryId),
    index("formulations_is_active_idx").on(t.isActive),
    index("formulations_created_at_idx").on(t.createdAt),
    // A category page lists its newest formulations a page at a time (2,000 in one category).
    index("formulations_category_created_idx").on(t.categoryId, t.createdAt),
    // Covering indexes for listings and counts at scale (npm run bench:scale): without them every
    // count or page of ids reads whole rows, ingredient lists included, through overflow pages.
    index("formulations_listing_idx").on(t.categoryId, t.isActive, t.createdAt, t.name, t.id),
    // Search results are ordered by name after ranking: with the name here, ordering the hits
    // never reads their whole rows either (migration 0015).
    index("formulations_id_listing_idx").on(t.id, t.categoryId, t.isActive, t.name),
  ],
);

/**
 * What /browse filters by, derived from the knowledge base (formulation/facets.ts) whenever a
 * formulation is written (admin, bulk drafts, the seed), so a filter is an indexed lookup rather
 * than re-reading every ingredient list. A row without facets is offered under no filter.
 */
export const formulationFacets = sqliteTable(
  "formulation_facets",
  {
    formulationId: text("formulation_id")
      .primaryKey()
      .references(() => formulations.id, { onDelete: "cascade" }),
    phMin: real("ph_min"),
    phMax: real("ph_max"),
    leaveOn: integer("leave_on", { mode: "boolean" }).notNull(),
    sulfateFree: integer("sulfate_free", { mode: "boolean" }).notNull(),
    siliconeFree: integer("silicone_free", { mode: "boolean" }).notNull(),
    fragranceFree: integer("fragrance_free", { mode: "boolean" }).notNull(),
    preservativeFree: integer("preservative_free", { mode: "boolean" }).notNull(),
    vegan: integer("vegan", { mode: "boolean" }).notNull(),
  },
  (t) => [
    index("formulation_facets_leave_on_idx").on(t.leaveOn),
    index("formulation_facets_ph_idx").on(t.phMin, t.phMax),
    index("formulation_facets_vegan_idx").on(t.vegan),
  ],
);

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    /** Encoded KDF hash with its parameters; null for identity-provider-only accounts. */
    password: text("password"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    country: text("country"),
    profileImageUrl: text("profile_image_url"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /** When the owner proved the address (a link we e-mailed, or an identity provider); null until then. */
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    /**
     * When the owner confirmed an authenticator app with a first code (ADR 0055); null without a
     * second factor. Its secret lives in `totp_credentials`, never in this row every page reads.
     */
    mfaEnabledAt: integer("mfa_enabled_at", { mode: "timestamp_ms" }),
    /** The owner chose to be named by their first name in the public activity feed; 'Someone' otherwise. */
    showFirstNameInActivity: integer("show_first_name_in_activity", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
);

/**
 * Sessions keep only the SHA-256 of the cookie token, so a database leak yields no live session.
 * `expiresAt` slides (30 days); `createdAt` bounds it (90 days absolute). The browser and last use
 * are shown on the account page's list of sessions.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    userAgent: text("user_agent"),
    /** When this session proved the second factor (a code or a recovery code); admin rights need it (ADR 0055). */
    secondFactorAt: integer("second_factor_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A user's TOTP secret (RFC 6238, ADR 0055): written when enrolment starts, in force once
 * `users.mfa_enabled_at` is set by a first correct code, deleted when the second factor is removed.
 * `lastUsedStep` is the 30-second step of the last accepted code, so a code cannot be used twice.
 * No answer of the app ever contains the secret after the enrolment page showed it.
 */
export const totpCredentials = sqliteTable("totp_credentials", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The 20-byte key, base32 as authenticator apps take it. */
  secret: text("secret").notNull(),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** Recovery codes: only their SHA-256 is kept; each works once (`usedAt`). */
export const mfaRecoveryCodes = sqliteTable(
  "mfa_recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mfa_recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * The step between a correct password (or provider sign-in) and a session, for an account with a
 * second factor: the SHA-256 of a random token in a short-lived HttpOnly cookie, like a session's.
 * It lasts five minutes, is deleted when used, and after a few wrong codes (`failures`).
 */
export const mfaChallenges = sqliteTable(
  "mfa_challenges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How the first factor was proven: "password" or the identity provider's name. */
    method: text("method").notNull(),
    failures: integer("failures").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mfa_challenges_user_idx").on(t.userId)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

export const productProperties = sqliteTable("product_properties", {
  id: id(),
  productType: text("product_type").notNull().unique(),
  /** JSON text: string[]. */
  properties: text("properties").notNull().default("[]"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userNotes = sqliteTable(
  "user_notes",
  {
    id: id(),
    productType: text("product_type").notNull(),
    additionalNote: text("additional_note").notNull(),
    /** JSON text: string[]. */
    specialFeatures: text("special_features").notNull().default("[]"),
    frequency: integer("frequency").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("user_notes_type_note_idx").on(t.productType, t.additionalNote)],
);

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: id(),
    sessionId: text("session_id").notNull(),
    message: text("message").notNull(),
    senderType: text("sender_type", { enum: ["user", "admin"] }).notNull(),
    senderName: text("sender_name"),
    timestamp: integer("timestamp", { mode: "timestamp_ms" })
      .notNull()
      .default(nowMs)
      .$defaultFn(() => new Date()),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.timestamp)],
);

/**
 * One row per chat session for the support inbox, kept by the ChatRoom's mirror (ADR 0032): the
 * visitor's context from the socket handshake, the last message, whether the team closed it, and
 * when the team last read it (unread = visitor messages after that). Status is derived on read.
 */
export const chatSessions = sqliteTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    visitorName: text("visitor_name"),
    /** Where the visitor asked to be answered by e-mail (the away form), if they did. */
    visitorEmail: text("visitor_email"),
    /** The path of the page the visitor had open when they last connected. */
    page: text("page"),
    country: text("country"),
    /** The signed-in account the visitor chatted from, if any (no foreign key: the mirror must never fail on it). */
    userId: text("user_id"),
    lastMessage: text("last_message"),
    lastSenderType: text("last_sender_type", { enum: ["user", "admin"] }),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }),
    /** Visitor messages later than this are unread for the team. */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_sessions_last_message_idx").on(t.lastMessageAt)],
);

export const userFormulationRequests = sqliteTable(
  "user_formulation_requests",
  {
    id: id(),
    sessionId: text("session_id"),
    productName: text("product_name").notNull(),
    productCategory: text("product_category"),
    consistencyType: text("consistency_type"),
    viscosity: text("viscosity"),
    phLevel: text("ph_level"),
    shelfLife: text("shelf_life"),
    specialProperties: text("special_properties").notNull().default("[]"),
    budgetCategory: text("budget_category"),
    productionVolume: text("production_volume"),
    regulatoryRequirements: text("regulatory_requirements").notNull().default("[]"),
    additionalNotes: text("additional_notes"),
    formData: text("form_data").notNull(),
    formulationId: text("formulation_id").references(() => formulations.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The requester's country as the edge reports it (ISO code): the trending widget's region signal. */
    country: text("country"),
    createdAt: createdAt(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedBy: text("reviewed_by"),
  },
  (t) => [index("user_formulation_requests_created_idx").on(t.createdAt)],
);

export const pages = sqliteTable("pages", {
  id: id(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  metaDescription: text("meta_description"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    authorName: text("author_name").notNull().default("Formulab Team"),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    index("blog_posts_created_at_idx").on(t.createdAt),
  ],
);

export const userDownloads = sqliteTable(
  "user_downloads",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formulationId: text("formulation_id").references(() => formulations.id, { onDelete: "set null" }),
    formulationName: text("formulation_name").notNull(),
    categoryName: text("category_name"),
    downloadedAt: integer("downloaded_at", { mode: "timestamp_ms" })
      .notNull()
      .default(nowMs)
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index("user_downloads_user_idx").on(t.userId, t.downloadedAt),
    // The admin list and its CSV export walk every user's downloads newest first.
    index("user_downloads_downloaded_at_idx").on(t.downloadedAt),
  ],
);

export const userFavorites = sqliteTable(
  "user_favorites",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formulationId: text("formulation_id")
      .notNull()
      .references(() => formulations.id, { onDelete: "cascade" }),
    addedAt: integer("added_at", { mode: "timestamp_ms" })
      .notNull()
      .default(nowMs)
      .$defaultFn(() => new Date()),
  },
  (t) => [
    uniqueIndex("user_favorites_user_formulation_idx").on(t.userId, t.formulationId),
    index("user_favorites_user_idx").on(t.userId, t.addedAt),
    // The admin list and its CSV export walk every user's favourites newest first.
    index("user_favorites_added_at_idx").on(t.addedAt),
  ],
);

/** Real user actions shown by the activity notifier: first name (or 'Someone') and country only. */
export const activityEvents = sqliteTable(
  "activity_events",
  {
    id: id(),
    /** Only events public by nature: a library download, a favourite of a public formulation. */
    kind: text("kind", { enum: ["downloaded", "favourited"] }).notNull(),
    /** Whose event: their name is shown only if they chose so, read when the feed is (ADR 0056). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formulationId: text("formulation_id")
      .notNull()
      .references(() => formulations.id, { onDelete: "cascade" }),
    /** The country on the account when the event happened, or null: never guessed from the request. */
    country: text("country"),
    createdAt: createdAt(),
  },
  (t) => [index("activity_events_created_at_idx").on(t.createdAt)],
);

/** Progress of queued bulk work (AI formulations, categories, blog posts). */
export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed", "cancelled"] })
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** LLM usage summed over the job's items (zero when the engine ran alone). */
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    /** Estimated LLM cost in millionths of a US dollar (integers add up exactly). */
    costMicroUsd: integer("cost_micro_usd").notNull().default(0),
    /** JSON text: the request that started the job. */
    payload: text("payload").notNull().default("{}"),
    /** JSON text: ids of what the job created, errors per item. */
    result: text("result").notNull().default("{}"),
    error: text("error"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("jobs_created_at_idx").on(t.createdAt)],
);

/** Items a job has finished, keyed by job and index, so a redelivered message never duplicates work. */
export const jobItems = sqliteTable(
  "job_items",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    itemIndex: integer("item_index").notNull(),
    /** skipped: the job was cancelled before the item ran. */
    status: text("status", { enum: ["done", "failed", "skipped"] }).notNull(),
    resultId: text("result_id"),
    error: text("error"),
    /** JSON text: what the handler reports about the item (engine or LLM, fallback reason, tokens, time). */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.itemIndex] })],
);

/** Small site-wide values, e.g. the content version that keys the edge cache. */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Fixed-window counters for rate limits (sign-in, sign-up, identity-provider callbacks). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Consecutive failed password checks of one account (or one known device of it), for growing
 * delays between attempts (ADR 0021). A success deletes the row; old rows are forgotten.
 */
export const authThrottles = sqliteTable("auth_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: integer("last_failure_at").notNull(),
});

/**
 * The security event log (ADR 0054): sign-ins, throttling, password and admin changes, refusals
 * on admin routes. Who (user id and/or the e-mail as typed), from where (client address, browser)
 * and a short detail — never a password, token or secret. No foreign key: an event outlives the
 * account it names. Rows older than the retention (180 days) are pruned as new ones are written.
 */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: id(),
    at: integer("at", { mode: "timestamp_ms" })
      .notNull()
      .$defaultFn(() => new Date()),
    type: text("type").notNull(),
    userId: text("user_id"),
    email: text("email"),
    address: text("address"),
    userAgent: text("user_agent"),
    detail: text("detail"),
  },
  (t) => [
    index("security_events_at_idx").on(t.at),
    index("security_events_type_at_idx").on(t.type, t.at),
    index("security_events_email_at_idx").on(t.email, t.at),
    index("security_events_user_at_idx").on(t.userId, t.at),
    index("security_events_address_at_idx").on(t.address, t.at),
  ],
);

/**
 * Browsers that signed in to an account with its password: the device cookie's SHA-256 and the
 * user. A correct password from a known device is not held up by throttling meant for strangers.
 */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.userId] }), index("known_devices_user_idx").on(t.userId)],
);

/**
 * Password-reset links (ADR 0021): only the SHA-256 of the one-time token is kept; a row is
 * deleted when used, and is useless after `expires_at` (30 minutes).
 */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** E-mail that would have been sent, when no e-mail API is configured (shown at /dev/outbox locally). */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt)],
);

/** E-mail verification links: like reset links, only the SHA-256 of the token is kept. */
export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/**
 * Image uploads (ADR 0026): one row per upload URL an administrator asked for. The URL's token
 * is random and only its SHA-256 is kept (`id`); the row names the server-generated R2 key the
 * token may write, once, before `expires_at`. `stored_at`, size and type are set when the bytes
 * are stored, so "an object this worker stored" is a row with `stored_at`.
 */
export const imageUploads = sqliteTable(
  "image_uploads",
  {
    id: text("id").primaryKey(),
    objectKey: text("object_key").notNull().unique(),
    kind: text("kind", { enum: ["category", "formulation", "logo"] }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    storedAt: integer("stored_at", { mode: "timestamp_ms" }),
    contentType: text("content_type"),
    size: integer("size"),
    createdAt: createdAt(),
  },
  (t) => [index("image_uploads_expires_at_idx").on(t.expiresAt)],
);

/**
 * Category proposals made by AI tools (generate-category, the suggestions panel) that do not fit
 * one of the 22 system categories. They are kept for the administrator, never inserted into
 * `categories` (ADR 0028). `nameKey` (lower-cased, spaces collapsed) keeps one record per name.
 * An accepted proposal that fits an existing category records which one in `matchedCategoryId`.
 */
export const categorySuggestions = sqliteTable(
  "category_suggestions",
  {
    id: id(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull().unique(),
    description: text("description").notNull(),
    icon: text("icon").notNull().default("fas fa-flask"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    reasoning: text("reasoning").notNull(),
    /** The administrator's own words, when the proposal came from a description. */
    requestText: text("request_text"),
    source: text("source", { enum: ["engine", "llm"] }).notNull(),
    status: text("status", { enum: ["open", "dismissed", "accepted"] })
      .notNull()
      .default("open"),
    matchedCategoryId: text("matched_category_id").references(() => categories.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("category_suggestions_status_idx").on(t.status, t.createdAt)],
);
