import { useEffect } from "react";
import { data, href, useSearchParams } from "react-router";
import { AccountTabs } from "~/components/account/account-tabs";
import { ChangePassword } from "~/components/account/change-password";
import { LogoSettingsPanel } from "~/components/account/logo-settings";
import { ButtonLink } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { displayName } from "~/lib/dates";
import type { RoutePolicy } from "~/lib/route-policy";
import { changePassword } from "~/server/auth/accounts.server";
import { signInCookies } from "~/server/auth/cookies.server";
import { publicUser } from "~/server/auth/users.server";
import { listDownloads, listFavorites } from "~/server/favorites.server";
import { authorizePage, type FormReply, submitForm } from "~/server/forms.server";
import type { Route } from "./+types/my-account";

export const policy = { access: "user", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx } = await authorizePage(policy, request);
  const [downloads, favorites] = await Promise.all([
    listDownloads(ctx.db, ctx.user.id),
    listFavorites(ctx.db, ctx.user.id),
  ]);
  return { user: publicUser(ctx.user), downloads, favorites, hasPassword: Boolean(ctx.user.password) };
}

// POST: change password. Every other session ends; this browser gets the fresh one.
export async function action({ request }: Route.ActionArgs) {
  return submitForm(request, policy, changePassword.input, async (value, { ctx }) => {
    const signedIn = await changePassword(ctx, value);
    return data<FormReply>({ status: "success", initialValue: null }, { headers: signInCookies(request, signedIn) });
  });
}

/** Signed out (401): the spec's message, with the way home and to log in. */
export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Access Denied — Please log in to view your account.</h1>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to={href("/")} variant="secondary">
          Go to Home
        </ButtonLink>
        <ButtonLink to={href("/login")}>Log In</ButtonLink>
      </div>
    </section>
  );
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { user, downloads, favorites, hasPassword } = loaderData;
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const welcome = params.get("welcome");

  useEffect(() => {
    if (!welcome) return;
    if (welcome === "signup") {
      toast({
        title: "Account created successfully!",
        description: `Welcome to Formulab, ${displayName(user)}! You are now logged in.`,
        variant: "success",
      });
    } else if (welcome === "login") {
      toast({ title: "Login successful!", description: `Welcome back, ${displayName(user)}.`, variant: "success" });
    }
    setParams({}, { replace: true, preventScrollReset: true });
  }, [user, welcome, toast, setParams]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex items-center gap-4">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {displayName(user).charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className="text-2xl font-bold">{user.firstName ? displayName(user) : "User"}</h1>
          <p className="text-slate-600">{user.email}</p>
        </div>
      </div>
      <AccountTabs downloads={downloads} favorites={favorites} />
      <LogoSettingsPanel />
      {hasPassword ? <ChangePassword /> : null}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "My Account – Formulab" },
  { name: "robots", content: "noindex" },
];
