import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Plugin order matters: the Cloudflare plugin must own the SSR environment before React Router
// registers its server build inside it.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // React, React DOM and React Router load on every page: one chunk, not four requests and
    // four modules to evaluate while the page becomes interactive (ADR 0062).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
