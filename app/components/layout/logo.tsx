import { useEffect, useRef, useState } from "react";

const LOGO_SRC = "/logo.svg";
const FALLBACK_SRC = "/logo-default.svg";

/**
 * The site logo; if the configured image cannot load, the bundled default takes its place. The
 * image may fail before React hydrates (so before `onError` is attached): a failed, already
 * complete image is caught on mount too.
 */
export function Logo({ src: initial = LOGO_SRC }: { src?: string }) {
  const [src, setSrc] = useState(initial);
  const ref = useRef<HTMLImageElement>(null);
  const fallBack = () => setSrc((current) => (current === FALLBACK_SRC ? current : FALLBACK_SRC));

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setSrc(FALLBACK_SRC);
  }, []);

  return <img ref={ref} src={src} alt="Formulab" width={150} height={40} className="h-10 w-auto" onError={fallBack} />;
}
