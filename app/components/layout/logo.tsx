import { useState } from "react";

const LOGO_SRC = "/logo.svg";
const FALLBACK_SRC = "/logo-default.svg";

/** The site logo; if the configured image cannot load, the bundled default takes its place. */
export function Logo() {
  const [src, setSrc] = useState(LOGO_SRC);
  return (
    <img
      src={src}
      alt="Formulab"
      width={150}
      height={40}
      className="h-10 w-auto"
      onError={() => {
        if (src !== FALLBACK_SRC) setSrc(FALLBACK_SRC);
      }}
    />
  );
}
