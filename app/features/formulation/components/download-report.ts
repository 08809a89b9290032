/**
 * Fetches a formulation's PDF report (with the visitor's logo settings) and hands it to the
 * browser as a download. Loaded when a report is asked for, not with the page.
 */
import { loadLogoSettings } from "#app/lib/logo-settings";

export async function downloadReport(formulationId: string): Promise<"downloaded" | "signed-out" | "failed"> {
  const res = await fetch(`/api/formulations/${formulationId}/pdf`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ logoSettings: loadLogoSettings() }),
  });
  if (res.status === 401) return "signed-out";
  if (!res.ok) return "failed";
  const url = URL.createObjectURL(await res.blob());
  // The server names the file after the formulation (Content-Disposition); the id is the fallback.
  const named = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1];
  const a = Object.assign(document.createElement("a"), { href: url, download: named ?? `${formulationId}.pdf` });
  a.click();
  URL.revokeObjectURL(url);
  return "downloaded";
}
