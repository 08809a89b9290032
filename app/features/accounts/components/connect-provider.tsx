/**
 * Sign-in with the identity provider, connected by the account's owner (a provider sign-in never
 * attaches itself to a password account on its own: docs/decisions/0009).
 */
import { buttonClass } from "#app/components/ui/button";

export function ConnectProvider({ label, connected }: { label: string; connected: boolean }) {
  return (
    <section
      aria-labelledby="connect-provider-title"
      className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="connect-provider-title" className="font-semibold">
        Sign in with {label}
      </h2>
      {connected ? (
        <p className="mt-1 text-sm text-slate-600">Connected: you can log in with {label} as well as your password.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Connect your {label} account to log in without your password. You will be asked to sign in there.
          </p>
          {/* A plain link: the connection starts with a redirect to the provider. */}
          <a href="/api/login?link=1" className={buttonClass("secondary", "sm", "mt-4")}>
            Connect {label}
          </a>
        </>
      )}
    </section>
  );
}
