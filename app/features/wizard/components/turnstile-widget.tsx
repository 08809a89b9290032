/**
 * Cloudflare Turnstile on step 4, only when the site has Turnstile keys (ADR 0019). The script
 * loads on demand; the token it issues goes with the request and the server verifies it.
 */
import { useEffect, useRef, useState } from "react";

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type Turnstile = {
  render: (
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void },
  ) => string;
  remove: (id: string) => void;
};

let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement("script"), { src: SCRIPT_URL, async: true });
    script.onload = () => {
      const api = (window as Window & { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error("Turnstile did not load"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function TurnstileWidget({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | undefined) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widget: string | undefined;
    let api: Turnstile | undefined;
    let gone = false;
    loadTurnstile()
      .then((t) => {
        if (gone || !box.current) return;
        api = t;
        widget = t.render(box.current, {
          sitekey: siteKey,
          callback: (token) => onToken(token),
          "expired-callback": () => onToken(undefined),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      if (api && widget) api.remove(widget);
    };
  }, [siteKey, onToken]);

  return (
    <div>
      <div ref={box} />
      {failed ? (
        <p className="text-sm text-danger-600" role="alert">
          The security check could not load. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}
