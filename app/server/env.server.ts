/**
 * The one place server code reads the Worker's bindings and configuration.
 * Bindings come from `cloudflare:workers` (available in every request, queue and Durable Object
 * context of this worker), so loaders and services need no context threading. Plain-text
 * configuration is parsed with zod once per isolate; secrets never leave the server bundle.
 */
import { env } from "cloudflare:workers";
import { z } from "zod";

const ConfigSchema = z.object({
  PUBLIC_ORIGIN: z.string().default(""),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  CONTACT_EMAIL: z.string().email().default("support@formulab.app"),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

let cachedConfig: AppConfig | undefined;

export function getConfig(): AppConfig {
  cachedConfig ??= ConfigSchema.parse({
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || undefined,
    ADMIN_EMAILS: env.ADMIN_EMAILS || undefined,
    CONTACT_EMAIL: env.CONTACT_EMAIL || undefined,
  });
  return cachedConfig;
}

export function getBindings(): Pick<Env, "DB" | "MEDIA" | "JOBS" | "CHAT_ROOM" | "ASSETS"> {
  return env;
}
