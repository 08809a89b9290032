/**
 * Sending e-mail through one small interface (ADR 0021). In production an HTTP e-mail API
 * configured by secrets (EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM: a JSON POST of
 * `{ from, to, subject, text }` with a bearer key, the shape Resend and similar services take).
 * Without one, messages go to the `email_outbox` table and the server log, and a development-only
 * page shows them (/dev/outbox).
 */
import { desc } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { emailOutbox } from "../db/schema";
import { getConfig, type MailConfig } from "../env.server";

export type MailMessage = { to: string; subject: string; text: string };
export type MailSender = { send(message: MailMessage): Promise<void> };

export function httpSender(config: MailConfig, fetcher: typeof fetch = fetch): MailSender {
  return {
    async send(message) {
      const res = await fetcher(config.apiUrl, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: config.from, ...message }),
      });
      if (!res.ok) throw new Error(`e-mail API answered ${res.status}`);
    },
  };
}

export function outboxSender(db: Database): MailSender {
  return {
    async send(message) {
      await db.insert(emailOutbox).values(message);
      console.log(JSON.stringify({ at: "email-outbox", to: message.to, subject: message.subject, text: message.text }));
    },
  };
}

export function mailSender(db: Database): MailSender {
  const mail = getConfig().mail;
  return mail ? httpSender(mail) : outboxSender(db);
}

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The outbox page exists only on a developer's machine: no e-mail API configured (production
 * sends e-mail), no public origin other than a loopback one, and the request came to a loopback
 * address.
 */
export function outboxPageEnabled(request: Request): boolean {
  const config = getConfig();
  if (config.mail) return false;
  if (config.publicOrigin && !LOOPBACK.includes(new URL(config.publicOrigin).hostname)) return false;
  return LOOPBACK.includes(new URL(request.url).hostname);
}

export async function latestOutbox(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
