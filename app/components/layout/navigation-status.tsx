/**
 * What the visitor sees while a link's page loads on the client. Server-rendered pages have no
 * loading state of their own, so the spec's loading texts live here, keyed by destination. The
 * status fades in after 300 ms: a fast navigation shows nothing at all.
 */
import { useNavigation } from "react-router";

const LOADING_TEXTS: [RegExp, string][] = [[/^\/blog\/?$/, "Loading blog posts..."]];

export function loadingTextFor(pathname: string): string {
  return LOADING_TEXTS.find(([path]) => path.test(pathname))?.[1] ?? "Loading…";
}

export function NavigationStatus() {
  const navigation = useNavigation();
  // Only page changes: a form submission or a revalidation of the same page shows its own state.
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return (
    <div role="status" className="nav-status pointer-events-none fixed inset-x-0 top-3 z-40 flex justify-center px-4">
      <p className="rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
        {loadingTextFor(navigation.location.pathname)}
      </p>
    </div>
  );
}
