import { siteClaims } from "#app/features/catalogue/claims.server";
import { ProsePage } from "#app/features/pages/components/prose-page";
import { OPEN_CHAT_EVENT } from "#app/lib/events";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { getDb } from "#app/server/db/client.server";
import { getConfig } from "#app/server/env.server";
import type { Route } from "./+types/faq";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

export async function loader() {
  return { claims: await siteClaims(getDb()), email: getConfig().contactEmail };
}

function questions(c: { formulations: number; categories: number; ingredients: number }) {
  return [
    [
      "What is Formulab?",
      `Formulab is a library of ${c.formulations}+ production-ready formulations in ${c.categories} categories, with a free formulation generator and regulatory checks, built for small manufacturers.`,
    ],
    [
      "Are the formulations free to use?",
      "Browsing and the formulation generator are free. A free account lets you download library formulations as PDF reports and save favourites.",
    ],
    [
      "How are formulations checked?",
      "Every formulation is checked against our ingredient knowledge base and the EU cosmetics annexes (prohibited and restricted substances, colorants, preservatives and UV filters). Each finding cites the annex entry it rests on.",
    ],
    [
      "Can I use a formulation commercially?",
      "Yes. You are responsible for stability, compatibility and safety testing of your own batches and for the product safety assessment your market requires.",
    ],
    [
      "How do I scale a formulation to my batch size?",
      "Open any formulation and use the batch calculator: enter your batch in g, kg or lb and you get the exact weight of each ingredient, adding up to your batch.",
    ],
    [
      "Do you invent ingredients?",
      `No. The generator only uses the ${c.ingredients}+ ingredients in our knowledge base. An AI draft that names an unknown ingredient is rejected.`,
    ],
    [
      "Which regulations do you cover?",
      "The EU Cosmetics Regulation (EC) No 1223/2009 annexes from the official CosIng database, plus practical rules for preservation, emulsions, pH and processing. Check local rules for other markets.",
    ],
    [
      "Can I export a formulation?",
      "Yes — every formulation page exports to JSON and CSV, and shows the INCI label list and the allergen declaration.",
    ],
    [
      "Do I need an account?",
      "No account is needed to browse, search or generate. Sign up to download PDFs and keep favourites.",
    ],
    [
      "How do I get help with my product?",
      "Open the live chat and a formulator from our team will answer, or write to us by e-mail.",
    ],
  ] as const;
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { claims, email } = loaderData;
  return (
    <ProsePage
      title="Frequently Asked Questions"
      subtitle={`${claims.formulations}+ formulations and ${claims.categories}+ categories — here is how Formulab works.`}
    >
      <div className="space-y-3">
        {questions(claims).map(([q, a]) => (
          // name= makes the browser keep one answer open at a time, without JavaScript.
          <details key={q} name="faq" className="group rounded-xl border border-slate-200 bg-white shadow-sm">
            <summary className="cursor-pointer list-none px-5 py-4 font-semibold text-ink marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {q}
                <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="px-5 pb-5 text-slate-700">{a}</p>
          </details>
        ))}
      </div>
      <div className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-6">
        <h2 className="font-semibold text-ink">Still have questions?</h2>
        <p className="mt-1 text-sm text-slate-700">Our formulators answer in the live chat.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            onClick={() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT))}
          >
            Contact Support
          </button>
          <a
            href={`mailto:${email}`}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
          >
            {email}
          </a>
        </div>
      </div>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "FAQ – Formulab Formulations and Tools",
    description:
      "Answers about Formulab's formulation library, the free generator, regulatory checks, batch scaling, exports and accounts.",
    origin: originOf(matches),
    path: "/faq",
  });
