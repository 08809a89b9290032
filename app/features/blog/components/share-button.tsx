/**
 * Share: the device's share sheet with the title and the page's address when
 * the browser has one, else the address copied to the clipboard. Failures (a refused permission,
 * a cancelled sheet) are only logged, as the spec says; a successful copy is confirmed for 2 s.
 */
import { useState } from "react";
import { Button } from "#app/components/ui/button";

export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);

  async function share() {
    const url = `${location.origin}${location.pathname}`;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn("Share failed:", error);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={share}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share
      </Button>
      <span role="status" className="text-sm text-brand-700">
        {copied ? "Link copied to clipboard" : ""}
      </span>
    </>
  );
}
