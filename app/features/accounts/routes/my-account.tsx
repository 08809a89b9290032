import { useEffect } from "react";
import { data, href, useSearchParams } from "react-router";
import { z } from "zod";
import { LogoSettingsPanel } from "#app/components/account/logo-settings";
import { ButtonLink } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import {
  changePassword,
  mySessions,
  signOutOtherSessions,
  signOutSession,
} from "#app/features/accounts/accounts.server";
import { ChangePassword } from "#app/features/accounts/components/change-password";
import { ConnectProvider } from "#app/features/accounts/components/connect-provider";
import { EmailVerification } from "#app/features/accounts/components/email-verification";
import { SessionsPanel } from "#app/features/accounts/components/sessions";
import { TwoFactorPanel } from "#app/features/accounts/components/two-factor";
import { requestEmailVerification } from "#app/features/accounts/email-verification.server";
import {
  beginMfaEnrolment,
  confirmMfaEnrolment,
  mfaStatus,
  pendingEnrolment,
  removeMfa,
  replaceMfaRecoveryCodes,
} from "#app/features/accounts/mfa.server";
import { PROVIDER_LINKED_ELSEWHERE } from "#app/features/accounts/provider-messages";
import { getProvider } from "#app/features/accounts/providers.server";
import { hasProviderAccount, publicUser } from "#app/features/accounts/users.server";
import { setActivityName } from "#app/features/favourites/activity.server";
import { AccountTabs } from "#app/features/favourites/components/account-tabs";
import { ActivityNamePanel } from "#app/features/favourites/components/activity-name";
import { listDownloads, listFavorites } from "#app/features/favourites/favorites.server";
import { displayName } from "#app/lib/display-name";
import type { RoutePolicy } from "#app/lib/route-policy";
import { describeUserAgent } from "#app/lib/user-agent";
import { signInCookies } from "#app/server/auth/cookies.server";
import { publicOrigin } from "#app/server/env.server";
import { type FormReply, submitForm } from "#app/server/forms.server";
import { readFormData } from "#app/server/http.server";
import { authorizePage } from "#app/server/page-loader.server";
import type { Route } from "./+types/my-account";

export const policy = { access: "user", cache: "none", credentials: true } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, current } = await authorizePage(policy, request);
  const provider = getProvider(publicOrigin(request));
  const [downloads, favorites, sessions, connected, mfa, enrolment] = await Promise.all([
    listDownloads(ctx.db, ctx.user.id),
    listFavorites(ctx.db, ctx.user.id),
    mySessions(ctx),
    provider ? hasProviderAccount(ctx.db, ctx.user.id) : false,
    mfaStatus(ctx.db, ctx.user),
    pendingEnrolment(ctx.db, ctx.user),
  ]);
  return {
    user: { ...publicUser(ctx.user, current.isAdmin), displayName: displayName(ctx.user) },
    downloads,
    favorites,
    hasPassword: Boolean(ctx.user.password),
    activityName: { shown: ctx.user.showFirstNameInActivity, firstName: ctx.user.firstName?.trim() || null },
    twoFactor: { ...mfa, enrolment, hasPassword: Boolean(ctx.user.password) },
    provider: provider ? { label: provider.label, connected } : null,
    sessions: sessions.map((s) => ({
      ref: s.ref,
      device: describeUserAgent(s.userAgent),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.current,
    })),
  };
}

const VerifyIntent = z.object({ intent: z.literal("verify-email") });

/** Which form was posted: its `intent` field (the password form has none). */
async function intentOf(request: Request): Promise<string | null> {
  try {
    const intent = (await readFormData(request.clone() as Request, { maxBytes: 16 * 1024 })).get("intent");
    return typeof intent === "string" ? intent : null;
  } catch {
    return null; // submitForm answers the unreadable body with its 4xx
  }
}

// POST: change password (every other session ends; this browser gets the fresh one), or end
// sessions from the list ("Sign out" one, "Sign out everywhere else").
export async function action({ request }: Route.ActionArgs) {
  const intent = await intentOf(request);
  if (intent === "sign-out-session") {
    return submitForm(request, policy, signOutSession.input, async (value, { ctx }) => {
      await signOutSession(ctx, value);
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
  if (intent === "verify-email") {
    return submitForm(request, policy, VerifyIntent, async (_value, { ctx }) => {
      await requestEmailVerification(ctx, { origin: publicOrigin(request) });
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
  // Two-factor authentication: start, confirm (the recovery codes come back once), new codes, off.
  if (intent === "mfa-begin") {
    return submitForm(request, policy, beginMfaEnrolment.input, async (value, { ctx }) => {
      await beginMfaEnrolment(ctx, value);
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
  if (intent === "mfa-confirm" || intent === "mfa-recovery-codes") {
    const useCase = intent === "mfa-confirm" ? confirmMfaEnrolment : replaceMfaRecoveryCodes;
    return submitForm(request, policy, useCase.input, async (value, { ctx }) => {
      const { recoveryCodes } = await useCase(ctx, value);
      return data<FormReply & { recoveryCodes: string[] }>({ status: "success", initialValue: null, recoveryCodes });
    });
  }
  if (intent === "mfa-remove") {
    return submitForm(request, policy, removeMfa.input, async (value, { ctx }) => {
      await removeMfa(ctx, value);
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
  if (intent === "activity-name") {
    return submitForm(request, policy, setActivityName.input, async (value, { ctx }) => {
      await setActivityName(ctx, value);
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
  if (intent === "sign-out-others") {
    return submitForm(request, policy, signOutOtherSessions.input, async (value, { ctx }) => {
      await signOutOtherSessions(ctx, value);
      return data<FormReply>({ status: "success", initialValue: null });
    });
  }
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
  const { user, downloads, favorites, hasPassword, provider, sessions, twoFactor, activityName } = loaderData;
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const welcome = params.get("welcome");
  const link = params.get("link");
  const left = params.get("left");
  const mfaAsked = params.get("mfa") === "required";

  // An administrator without a second factor, just signed in: told why, and taken to the panel.
  useEffect(() => {
    if (!mfaAsked) return;
    toast({
      title: "Turn on two-factor authentication",
      description: "Administrators need it. Your admin rights start once it is on.",
      variant: "default",
    });
    document.getElementById("two-factor")?.scrollIntoView();
    setParams({}, { replace: true, preventScrollReset: true });
  }, [mfaAsked, toast, setParams]);

  useEffect(() => {
    if (!link) return;
    if (link === "done") {
      toast({
        title: "Account connected",
        description: "You can now log in with your identity provider.",
        variant: "success",
      });
    } else {
      toast({ title: "Not connected", description: PROVIDER_LINKED_ELSEWHERE, variant: "destructive" });
    }
    setParams({}, { replace: true, preventScrollReset: true });
  }, [link, toast, setParams]);

  useEffect(() => {
    if (!welcome) return;
    if (welcome === "signup") {
      toast({
        title: "Account created successfully!",
        description: `Welcome to Formulab, ${user.displayName}! You are now logged in.`,
        variant: "success",
      });
    } else if (welcome === "reset") {
      toast({
        title: "Password changed",
        description: "You're signed in; other devices were signed out.",
        variant: "success",
      });
    } else if (welcome === "recovery") {
      toast({
        title: "Signed in with a recovery code",
        description: `That code is now used. You have ${left ?? "no"} recovery code${left === "1" ? "" : "s"} left.`,
        variant: "success",
      });
    } else if (welcome === "login") {
      toast({ title: "Login successful!", description: `Welcome back, ${user.displayName}.`, variant: "success" });
    }
    setParams({}, { replace: true, preventScrollReset: true });
  }, [user, welcome, left, toast, setParams]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex items-center gap-4">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {user.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        {/* min-w-0 and wrap-anywhere: a long e-mail wraps instead of squeezing the avatar out of round. */}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere">{user.firstName ? user.displayName : "User"}</h1>
          <p className="text-slate-600 wrap-anywhere">{user.email}</p>
          <EmailVerification email={user.email} verified={user.emailVerified} />
        </div>
      </div>
      <AccountTabs downloads={downloads} favorites={favorites} />
      <LogoSettingsPanel />
      <ActivityNamePanel shown={activityName.shown} firstName={activityName.firstName} />
      {provider ? <ConnectProvider label={provider.label} connected={provider.connected} /> : null}
      <TwoFactorPanel state={twoFactor} />
      {hasPassword ? <ChangePassword /> : null}
      <SessionsPanel sessions={sessions} />
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "My Account – Formulab" },
  { name: "robots", content: "noindex" },
];
