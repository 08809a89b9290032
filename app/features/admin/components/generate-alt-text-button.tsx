/**
 * "Generate alt text" for the formulation form ("a button generates alt text from the
 * name"): `onGenerated(altText)` gets the server's sentence; the spec's toasts otherwise.
 *
 *   <GenerateAltTextButton name={name} category={categoryName} onGenerated={setImageAlt} />
 */
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";

export type GenerateAltTextButtonProps = {
  name: string;
  /** The category's name, slug or id (optional; it makes the text more specific). */
  category?: string;
  onGenerated: (altText: string) => void;
};

export function GenerateAltTextButton({ name, category, onGenerated }: GenerateAltTextButtonProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function generate() {
    if (!name.trim()) {
      return toast({
        title: "Missing Information",
        description: "Please enter a formulation name first.",
        variant: "destructive",
      });
    }
    setBusy(true);
    try {
      const response = await fetch("/api/admin/generate-alt-text", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, category: category || undefined }),
      });
      if (!response.ok) throw new Error(`${response.status}`);
      const { altText } = (await response.json()) as { altText: string };
      onGenerated(altText);
    } catch {
      toast({
        title: "Generation Failed",
        description: "Failed to generate alt text. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={generate} disabled={busy}>
      {busy ? "Generating…" : "Generate alt text"}
    </Button>
  );
}
