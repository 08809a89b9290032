import { ProsePage, ProseSection } from "#app/features/pages/components/prose-page";
import type { RoutePolicy } from "#app/lib/route-policy";
import { originOf, seoMeta } from "#app/lib/seo";
import { getConfig } from "#app/server/env.server";
import { COSING_ATTRIBUTION as ATTRIBUTION } from "#formulation/browser";
import type { Route } from "./+types/legal";

export const policy = { access: "public", cache: "edge" } as const satisfies RoutePolicy;

const EFFECTIVE = "January 15, 2025";
type Kind = "terms" | "privacy" | "disclaimer";
const KINDS: Record<string, Kind> = {
  "/terms-of-service": "terms",
  "/privacy-policy": "privacy",
  "/disclaimer": "disclaimer",
};
const TITLES: Record<Kind, string> = {
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  disclaimer: "Disclaimer of Use",
};

export function loader({ request }: Route.LoaderArgs) {
  const kind = KINDS[new URL(request.url).pathname] ?? "terms";
  return { kind, email: getConfig().contactEmail };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { kind, email } = loaderData;
  return (
    <ProsePage title={TITLES[kind]} subtitle={`Effective ${EFFECTIVE}`}>
      {kind === "terms" ? <Terms email={email} /> : kind === "privacy" ? <Privacy email={email} /> : <Disclaimer />}
    </ProsePage>
  );
}

function Terms({ email }: { email: string }) {
  return (
    <>
      <ProseSection title="1. Acceptance">
        <p>
          By using Formulab you agree to these terms. You must be at least 18 years old to use the service or create an
          account.
        </p>
      </ProseSection>
      <ProseSection title="2. The service">
        <p>
          Formulab provides formulation information, a formulation generator, validation tools, a blog and live chat. We
          may change or discontinue features at any time.
        </p>
      </ProseSection>
      <ProseSection title="3. Your account">
        <p>
          Keep your credentials confidential and tell us at {email} if you suspect misuse. You are responsible for
          activity under your account.
        </p>
      </ProseSection>
      <ProseSection title="4. Use of formulations">
        <p>
          You may use formulations to develop and manufacture your own products. You remain responsible for testing,
          safety assessment, labelling and regulatory compliance of anything you make or sell.
        </p>
      </ProseSection>
      <ProseSection title="5. Acceptable use">
        <p>
          Do not misuse the service, attempt to access other users' data, scrape it at a rate that harms other users, or
          use it for unlawful purposes.
        </p>
      </ProseSection>
      <ProseSection title="6. Liability">
        <p>
          The service is provided “as is”. To the extent permitted by law, Formulab is not liable for indirect or
          consequential losses arising from the use of formulations or tools.
        </p>
      </ProseSection>
      <ProseSection title="7. Governing law">
        <p>
          These terms are governed by the laws of the State of California, United States, without regard to its
          conflict-of-law rules.
        </p>
      </ProseSection>
    </>
  );
}

function Privacy({ email }: { email: string }) {
  return (
    <>
      <ProseSection title="What we collect">
        <p>
          When you sign in we collect your e-mail address, first and last name, profile image URL and user id. When you
          sign up with a password we also store your country and a salted hash of your password — never the password
          itself.
        </p>
        <p>
          We record which formulations you download and save as favourites so you can find them in your account. Chat
          messages you send are stored to answer you.
        </p>
      </ProseSection>
      <ProseSection title="How we use it">
        <p>
          To provide your account, downloads and favourites, to answer support requests, and to keep the service secure.
        </p>
      </ProseSection>
      <ProseSection title="The recent activity feed">
        <p>
          The site tells visitors when a library formulation was downloaded or saved to favourites, with the
          formulation's name, the country on the downloader's account (none if the account has no country) and how long
          ago. The person is shown as “Someone”, unless they chose on My Account to show their first name; that choice
          can be changed at any time and applies to past events too. Never shown: e-mail addresses, last names, anything
          typed into the custom-formula wizard, the demo or the chat, and formulations that are not public.
        </p>
        <p>
          Visitors can turn the feed off with its “Turn off” button; the choice is kept in that browser's local storage
          and nothing is sent to us.
        </p>
      </ProseSection>
      <ProseSection title="Cookies">
        <p>
          We use one essential session cookie to keep you signed in. We do not use advertising cookies. Choices such as
          turning off the activity feed are kept in your browser's local storage.
        </p>
      </ProseSection>
      <ProseSection title="Your rights">
        <p>
          You may ask for a copy of your data, its correction or its deletion by writing to {email}. You must be at
          least 18 years old to create an account.
        </p>
      </ProseSection>
      <ProseSection title="Governing law">
        <p>This policy is governed by the laws of the State of California, United States.</p>
      </ProseSection>
    </>
  );
}

function Disclaimer() {
  return (
    <>
      <ProseSection title="Information, not a safety assessment">
        <p>
          Formulations, generated formulas and validation results are technical guidance for professionals aged 18 or
          over. They do not replace stability and compatibility testing, preservative efficacy testing, a cosmetic
          product safety report or any assessment your market requires.
        </p>
      </ProseSection>
      <ProseSection title="Regulatory data">
        <p>
          Regulatory checks are based on the EU CosIng annexes as of the data dates cited with each finding; regulations
          change, and other markets have other rules. Always verify current requirements.
        </p>
        <p className="text-sm">{ATTRIBUTION}</p>
      </ProseSection>
      <ProseSection title="Handling chemicals">
        <p>
          Follow the safety data sheets of every raw material, wear suitable protective equipment and comply with
          workplace safety rules.
        </p>
      </ProseSection>
      <ProseSection title="Governing law">
        <p>This disclaimer is governed by the laws of the State of California, United States.</p>
      </ProseSection>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const kind = loaderData?.kind ?? "terms";
  return seoMeta({
    title: `${TITLES[kind]} – Formulab`,
    description: `Formulab ${TITLES[kind].toLowerCase()}, effective ${EFFECTIVE}: the rules for using Formulab's formulations and tools, governed by California law.`,
    origin: originOf(matches),
    path: location.pathname,
  });
};
