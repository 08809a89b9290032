import { useEffect, useRef, useState } from "react";
import { LOGO_SETTINGS_EVENT, LOGO_SETTINGS_KEY, navLogoHeight, storedLogoSize } from "#app/lib/logo-size";

const LOGO_SRC = "/logo.svg";
const FALLBACK_SRC = "/logo-default.svg";

/**
 * The site logo; if the configured image cannot load, the bundled default takes its place. The
 * image may fail before React hydrates (so before `onError` is attached): a failed, already
 * complete image is caught on mount too. Its height follows the logo size of the visitor's logo
 * settings (kept in this browser), read after hydration so the server's HTML stays cacheable.
 */
export function Logo({ src: initial = LOGO_SRC }: { src?: string }) {
  const [src, setSrc] = useState(initial);
  const ref = useRef<HTMLImageElement>(null);
  const [height, setHeight] = useState(navLogoHeight(110));
  const fallBack = () => setSrc((current) => (current === FALLBACK_SRC ? current : FALLBACK_SRC));

  useEffect(() => {
    const follow = (event?: Event) => {
      if (event instanceof StorageEvent && event.key !== LOGO_SETTINGS_KEY) return;
      setHeight(navLogoHeight(storedLogoSize()));
    };
    follow();
    window.addEventListener(LOGO_SETTINGS_EVENT, follow);
    window.addEventListener("storage", follow);
    return () => {
      window.removeEventListener(LOGO_SETTINGS_EVENT, follow);
      window.removeEventListener("storage", follow);
    };
  }, []);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setSrc(FALLBACK_SRC);
  }, []);

  return (
    <img
      ref={ref}
      src={src}
      alt="Formulab"
      width={150}
      height={40}
      style={{ height }}
      className="w-auto"
      data-testid="site-logo"
      onError={fallBack}
    />
  );
}
