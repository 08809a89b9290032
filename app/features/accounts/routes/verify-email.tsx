import { href, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { verifyEmail } from "#app/features/accounts/email-verification.server";
import type { RoutePolicy } from "#app/lib/route-policy";
import { AppError } from "#app/server/app-error";
import { callerOf } from "#app/server/authorize.server";
import { getDb } from "#app/server/db/client.server";
import type { Route } from "./+types/verify-email";

export const policy = { access: "public", cache: "none", credentials: true } as const satisfies RoutePolicy;

// GET /verify-email?token=… — the link from the verification e-mail. Spending it on GET is safe:
// it only confirms an address, and a mail scanner opening the link confirms what the mail proved.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  try {
    const { email } = await verifyEmail({ db: getDb(), caller: callerOf(request) }, { token });
    return { verified: true as const, email, message: null };
  } catch (error) {
    if (error instanceof AppError) return { verified: false as const, email: null, message: error.message };
    throw error;
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{loaderData.verified ? "E-mail verified" : "Link not valid"}</h1>
        <p className="mt-3 text-slate-700" role={loaderData.verified ? "status" : "alert"}>
          {loaderData.verified ? `Thank you: ${loaderData.email} is confirmed as your address.` : loaderData.message}
        </p>
        <Link to={href("/my-account")} className={buttonClass("primary", "md", "mt-6")}>
          Go to My Account
        </Link>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Verify e-mail – Formulab" },
  { name: "robots", content: "noindex" },
];
