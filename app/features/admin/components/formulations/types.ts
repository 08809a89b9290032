/** What the formulations page and its parts pass between them. */
import type { EngineFinding } from "#app/features/admin/formulations.server";

export type { EngineFinding };

/** The editor's fetcher key: the page reads the save's outcome after the editor has closed. */
export const EDITOR_FETCHER = "formulation-editor";

export type SaveSuccess = {
  status: "success";
  intent: "save";
  created: boolean;
  formulation: { id: string; name: string; isActive: boolean };
  warnings: EngineFinding[];
};

export type FormulationRowView = {
  id: string;
  name: string;
  slug: string;
  description: string;
  categoryName: string;
  image: string | null;
  imageAlt: string | null;
  isActive: boolean;
};
