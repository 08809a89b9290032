/**
 * A published article for measuring the blog (Lighthouse): created through the real admin API by
 * the local administrator, as an editor would publish it. Its links point at library formulations.
 */
import { join } from "node:path";
import { ensureLocalAdmin, readDevVars } from "./local-admin";
import { ROOT } from "./proc";

export async function publishSampleArticle(origin: string, stateName: string): Promise<string> {
  await ensureLocalAdmin(join(ROOT, ".wrangler", stateName));
  const vars = readDevVars();
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: vars.LOCAL_ADMIN_EMAIL, password: vars.LOCAL_ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  if (!login.ok || !cookie) throw new Error(`the local administrator could not sign in: ${login.status}`);
  const list = (await (await fetch(`${origin}/api/formulations?categoryId=skin-care-formulations`)).json()) as {
    slug: string;
    name: string;
  }[];
  const examples = list
    .slice(0, 3)
    .map((f) => `<li><a href="/formulation/${f.slug}">${f.name}</a></li>`)
    .join("");
  const content = [
    "<h2>Why the preservative is chosen last</h2>",
    "<p>A preservative has to work at the product's pH, survive the heat of the process and stay within the limits of Annex V of the EU Cosmetics Regulation. That is why it is picked once the water phase, the pH and the packaging are known.</p>",
    "<h2>Three questions before you choose</h2>",
    "<ul><li>What is the final pH? Organic acids such as sodium benzoate only work below about pH 5.5.</li><li>Is the product leave-on or rinse-off? Some limits differ between the two.</li><li>Does the pack let fingers in? A jar needs a broader spectrum than an airless pump.</li></ul>",
    "<h2>Formulations to start from</h2>",
    `<ul>${examples}</ul>`,
    "<p>Every formulation in the library lists its preservative with its percentage, and the validator checks it against the CosIng annexes.</p>",
  ].join("");
  const res = await fetch(`${origin}/api/blog`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({
      title: "Choosing a Preservative for a Leave-On Cream",
      slug: "choosing-a-preservative-for-a-leave-on-cream",
      excerpt: "pH, process heat, packaging and EU limits: how to pick a preservative that works.",
      content,
      metaDescription: "How to pick a preservative for a leave-on cream: pH, heat, packaging and EU Annex V limits.",
      keywords: "preservative, leave-on, cream, Annex V",
      isPublished: true,
    }),
  });
  // Admin rights need a second factor, except for the local administrator under the exemption (ADR 0055).
  const hint = res.status === 403 ? ' (set LOCAL_ADMIN_MFA_EXEMPT="on" in .dev.vars, see .dev.vars.example)' : "";
  if (!res.ok) throw new Error(`the sample article was not published: ${res.status} ${await res.text()}${hint}`);
  return "/blog/choosing-a-preservative-for-a-leave-on-cream";
}
