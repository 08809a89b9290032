/**
 * Category icons. The spec stores Font Awesome class names ('fas fa-flask' by default); we keep
 * those names in the data but draw our own small SVGs, so no icon font or CDN is loaded.
 * Unknown names fall back to the flask.
 */
const PATHS: Record<string, string> = {
  flask: "M9 3h6M10 3v6L4.5 18.5A1.8 1.8 0 0 0 6 21h12a1.8 1.8 0 0 0 1.5-2.5L14 9V3M7 15h10",
  spa: "M12 21c-4-2-7-5-7-9 2 0 4 1 5 2 0-3 1-6 2-8 1 2 2 5 2 8 1-1 3-2 5-2 0 4-3 7-7 9z",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01",
  "spray-can": "M9 8h6v13H9zM10 8V5h4v3M16 4h1M18 6h1M18 3h1M9 13h6",
  soap: "M5 11h14v8a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zM9 11V8a3 3 0 0 1 6 0v3M15 4a1.5 1.5 0 1 0 0 .01M19 6a1 1 0 1 0 0 .01",
  wind: "M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  "user-tie": "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 21a7 7 0 0 1 14 0M12 14l-1 3 1 4 1-4z",
  tooth: "M7 3c-2 0-4 2-4 5 0 3 2 4 2 7s1 6 3 6 2-5 4-5 2 5 4 5 3-3 3-6 2-4 2-7c0-3-2-5-4-5-2 0-3 1-5 1S9 3 7 3z",
  leaf: "M5 19c8 0 14-6 14-15-9 0-15 5-15 12 0 1 0 2 1 3zM5 19l8-8",
  cut: "M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.5 7.5 20 19M8.5 16.5 20 5",
  "pump-soap": "M7 10h10v10a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zM10 10V7h4v3M12 7V4h4M10 15h4",
  magic: "M4 20 16 8M14 4v3M19 9h3M18 4l-2 2M12 9l3 3M20 14v3M6 4v2M5 5h2",
  "shoe-prints": "M3 16c0-2 2-3 5-3l5 1 6-1c2 0 3 1 3 3v2H3zM8 13V9M12 14V9",
  tshirt: "M8 3 3 6l2 4 3-1v12h8V9l3 1 2-4-5-3a4 4 0 0 1-8 0z",
  tint: "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
  "hard-hat": "M3 18h18M5 18v-4a7 7 0 0 1 14 0v4M10 7V5h4v2M12 7v6",
  paw: "M12 13c-3 0-5 3-5 5s2 3 5 3 5-1 5-3-2-5-5-5zM6 11a1.5 2 0 1 0 0 .01M18 11a1.5 2 0 1 0 0 .01M9 7a1.5 2 0 1 0 0 .01M15 7a1.5 2 0 1 0 0 .01",
  cube: "M12 3 4 7.5v9L12 21l8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9",
  seedling: "M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 10c0-4 3-6 7-6 0 4-3 6-7 6z",
  car: "M5 16h14M4 16v-4l2-5h12l2 5v4M7 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM4 12h16",
  recycle: "M7 19H4l3-5M17 19h3l-3-5M12 4l-2 3h4zM7 19l5-9 5 9M9 15h6",
  baby: "M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21l2-6h8l2 6M9 15l-3-2M15 15l3-2",
};

export function iconKey(faClass: string | null | undefined): string {
  const match = /fa-([a-z0-9-]+)/.exec(faClass ?? "");
  const key = match?.[1];
  return key && key in PATHS ? key : "flask";
}

export function CategoryIcon({ icon, className = "h-6 w-6" }: { icon?: string | null; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={PATHS[iconKey(icon)]} />
    </svg>
  );
}
