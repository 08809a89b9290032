/**
 * The add/edit formulation form in a modal panel opened by the URL
 * (`?edit=new` or `?edit={id}`): full-screen and scrollable on a phone, a large dialog on a
 * desktop. Conform validates with the server's own schema; on save the engine checks the formula
 * and its errors come back next to the rows they concern.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormMessage } from "#app/components/forms/form-message";
import { useValidatedForm } from "#app/components/forms/use-validated-form";
import { Button } from "#app/components/ui/button";
import { FieldError } from "#app/components/ui/field";
import { GenerateAltTextButton } from "#app/features/admin/components/generate-alt-text-button";
import { ImageUploadField } from "#app/features/admin/components/image-upload";
import {
  FormulationEditorSchema,
  formulationSlug,
  META_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "#app/features/admin/formulation-form";
import { DemoNotices } from "#app/features/demo/components/demo-result";
import { Markup } from "#app/lib/markup";
import type { FormReply } from "#app/server/forms.server";
import type { PublicFormulation } from "#app/server/formulations.server";
import { STORAGE_OPTIONS } from "#formulation/browser";
import { initialText, TextArea, TextInput } from "./editor-fields";
import type { FormulationEditorInput, IngredientRowInput, PhaseInput } from "./editor-types";
import { IngredientRows } from "./ingredient-rows";
import { PhaseList } from "./phase-list";
import { EDITOR_FETCHER, type SaveSuccess } from "./types";

// useValidatedForm widens the form's shape with an index signature (Conform's constraint), which
// types nested list fields as unknown; the editor's schema says what they are.
type IngredientsField = FieldMetadata<IngredientRowInput[], FormulationEditorInput>;
type PhasesField = FieldMetadata<PhaseInput[], FormulationEditorInput>;

export type EditorReply = FormReply | SaveSuccess;

type Props = {
  categories: { id: string; name: string }[];
  formulation: PublicFormulation | null;
  defaultCategoryId: string;
  onClose: () => void;
};

function startingValues(f: PublicFormulation | null, categoryId: string): FormulationEditorInput {
  if (!f) {
    return {
      intent: "save",
      categoryId,
      name: "",
      description: "",
      phLevel: "",
      shelfLife: "",
      storageConditions: "",
      batchSize: "",
      processingTime: "",
      usageInstructions: "",
      ingredients: [{ name: "", inci: "", percentage: "", function: "" }],
      instructions: [{ phase: "", steps: [""] }],
      isActive: false,
    };
  }
  return {
    intent: "save",
    id: f.id,
    categoryId: f.categoryId,
    name: f.name,
    slug: f.slug,
    description: f.description,
    seoTitle: f.seoTitle ?? "",
    metaDescription: f.metaDescription ?? "",
    keywords: f.keywords ?? "",
    image: f.image ?? "",
    imageAlt: f.imageAlt ?? "",
    imageFilename: f.imageFilename ?? "",
    phLevel: f.phLevel ?? "",
    shelfLife: f.shelfLife ?? "",
    viscosity: f.viscosity ?? "",
    storageConditions: f.storageConditions ?? "",
    batchSize: f.batchSize ?? "",
    processingTime: f.processingTime ?? "",
    temperature: f.temperature ?? "",
    equipment: f.equipment ?? "",
    certification: f.certification ?? "",
    usageInstructions: f.usageInstructions,
    ingredients: f.ingredients.length ? f.ingredients : [{ name: "", inci: "", percentage: "", function: "" }],
    instructions: f.instructions.length ? f.instructions : [{ phase: "", steps: [""] }],
    isActive: f.isActive,
  };
}

export function FormulationEditor({ categories, formulation, defaultCategoryId, onClose }: Props) {
  const isNew = formulation === null;
  const fetcher = useFetcher<EditorReply>({ key: EDITOR_FETCHER });
  // The keyed fetcher outlives the panel: a reply from an earlier opening is not this form's.
  const [earlierReply] = useState(fetcher.data);
  const reply = fetcher.data !== earlierReply ? fetcher.data : undefined;
  const formReply = reply && reply.status !== "success" ? (reply as FormReply) : undefined;
  // Made once: Conform starts over whenever its default value changes.
  const [defaults] = useState(() => startingValues(formulation, defaultCategoryId));
  const { form, fields, formMessage } = useValidatedForm(FormulationEditorSchema, formReply, {
    id: `formulation-${formulation?.id ?? "new"}`,
    defaultValue: defaults,
    failure: isNew
      ? { title: "Failed to create formulation", fallback: "Please try again" }
      : { title: "Failed to update formulation", fallback: "Please try again" },
  });
  const listForm = form as unknown as FormMetadata<FormulationEditorInput>;
  const busy = fetcher.state !== "idle";
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  const [name, setName] = useState(defaults.name ?? "");
  const [slug, setSlug] = useState(defaults.slug ?? "");
  // A new formulation's slug follows its name until the administrator types one; an existing
  // slug stays put (it is the public URL).
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [seoTitle, setSeoTitle] = useState(defaults.seoTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(defaults.metaDescription ?? "");
  const [usage, setUsage] = useState(defaults.usageInstructions ?? "");
  const [image, setImage] = useState(defaults.image ?? "");
  const [imageFilename, setImageFilename] = useState(defaults.imageFilename ?? "");
  const [imageAlt, setImageAlt] = useState(defaults.imageAlt ?? "");
  const shownSlug = slugTouched ? slug : formulationSlug(name);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-slate-900/50 sm:m-auto sm:h-auto sm:max-h-[92vh] sm:max-w-5xl sm:rounded-2xl sm:shadow-xl"
    >
      <div className="flex h-full flex-col sm:max-h-[92vh]">
        <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {isNew ? "Add New Formulation" : "Edit Formulation"}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
            Close
          </Button>
        </header>

        <fetcher.Form
          method="post"
          id={form.id}
          noValidate
          onSubmit={form.onSubmit}
          // Enter in a field would "click" the form's first submit button — an Add or Remove row
          // button here. A long form is saved only with its Create/Update button.
          onKeyDown={(e) => {
            if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
          }}
          className="flex-1 space-y-6 overflow-y-auto px-4 py-5 sm:px-6"
        >
          <input type="hidden" name="intent" value="save" />
          {formulation ? <input type="hidden" name="id" value={formulation.id} /> : null}
          <FormMessage message={formMessage} />

          <section className="grid gap-4 sm:grid-cols-2" aria-label="Basics">
            <CategorySelect field={fields.categoryId} categories={categories} />
            <TextInput
              field={fields.name}
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={120}
            />
            <TextInput
              field={fields.slug}
              label="Slug"
              hint={slugTouched ? "Lowercase letters, digits and hyphens" : "Made from the name"}
              value={shownSlug}
              onChange={(e) => {
                setSlugTouched(true);
                setSlug(e.target.value);
              }}
              maxLength={120}
            />
            <TextArea field={fields.description} label="Description" rows={3} className="sm:col-span-2" />
          </section>

          <section className="grid gap-4 sm:grid-cols-2" aria-labelledby={`${titleId}-seo`}>
            <h3 id={`${titleId}-seo`} className="font-semibold sm:col-span-2">
              SEO
            </h3>
            <TextInput
              field={fields.seoTitle}
              label="SEO Title"
              hint={`${seoTitle.length}/${SEO_TITLE_MAX}`}
              value={seoTitle}
              onChange={(e) => setSeoTitle(e.target.value)}
            />
            <TextInput field={fields.keywords} label="Keywords" placeholder="comma, separated, keywords" />
            <TextArea
              field={fields.metaDescription}
              label="Meta Description"
              hint={`${metaDescription.length}/${META_DESCRIPTION_MAX}`}
              value={metaDescription}
              onChange={(e) => setMetaDescription(e.target.value)}
              rows={2}
              className="sm:col-span-2"
            />
          </section>

          <section className="grid gap-4 sm:grid-cols-2" aria-labelledby={`${titleId}-image`}>
            <h3 id={`${titleId}-image`} className="font-semibold sm:col-span-2">
              Product Image
            </h3>
            {/* The image's path and file name travel with the form; the upload itself is already stored. */}
            <input type="hidden" name={fields.image.name} value={image} />
            <input type="hidden" name={fields.imageFilename.name} value={imageFilename} />
            <div className="sm:col-span-2">
              <ImageUploadField
                kind="formulation"
                label="Product image"
                value={image}
                alt={imageAlt}
                onChange={(path, file) => {
                  setImage(path);
                  setImageFilename(path ? (file?.name ?? "") : "");
                }}
              />
            </div>
            <TextInput
              field={fields.imageAlt}
              label="Image Alt Text"
              value={imageAlt}
              onChange={(e) => setImageAlt(e.target.value)}
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <GenerateAltTextButton
                name={name}
                category={fields.categoryId.value ? String(fields.categoryId.value) : undefined}
                onGenerated={setImageAlt}
              />
            </div>
          </section>

          <section className="grid gap-4 sm:grid-cols-3" aria-labelledby={`${titleId}-specs`}>
            <h3 id={`${titleId}-specs`} className="font-semibold sm:col-span-3">
              Specifications
            </h3>
            <TextInput field={fields.phLevel} label="pH Level" placeholder="5.5-6.0" />
            <TextInput field={fields.shelfLife} label="Shelf Life" placeholder="24 months" />
            <TextInput field={fields.viscosity} label="Viscosity (optional)" />
            <TextInput field={fields.storageConditions} label="Storage Conditions" list={`${titleId}-storage`} />
            <datalist id={`${titleId}-storage`}>
              {STORAGE_OPTIONS.map((o) => (
                <option key={o} value={o} />
              ))}
            </datalist>
            <TextInput field={fields.batchSize} label="Batch Size" placeholder="1 kg" />
            <TextInput field={fields.processingTime} label="Processing Time" placeholder="2 hours" />
            <TextInput field={fields.temperature} label="Temperature (optional)" placeholder="75°C" />
            <TextInput field={fields.equipment} label="Equipment (optional)" />
            <TextInput field={fields.certification} label="Certification (optional)" />
          </section>

          {formulation?.notices.length ? (
            <DemoNotices notices={formulation.notices} title="What the engine changed and why" />
          ) : null}
          <IngredientRows form={listForm} field={fields.ingredients as IngredientsField} />
          <PhaseList form={listForm} field={fields.instructions as PhasesField} />

          <section className="grid gap-4 lg:grid-cols-2" aria-labelledby={`${titleId}-usage`}>
            <h3 id={`${titleId}-usage`} className="font-semibold lg:col-span-2">
              Usage Instructions
            </h3>
            <TextArea
              field={fields.usageInstructions}
              label="Text"
              hint="**1. Heading**, **bold**, - bullet"
              value={usage}
              onChange={(e) => setUsage(e.target.value)}
              rows={8}
            />
            <div>
              <p className="text-sm font-medium text-slate-700">Preview</p>
              <div
                className="mt-1 min-h-40 rounded-lg border border-dashed border-slate-300 p-3 text-sm"
                data-testid="usage-preview"
              >
                {usage.trim() ? <Markup text={usage} /> : <p className="text-slate-500">Nothing to preview yet.</p>}
              </div>
            </div>
          </section>

          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              name={fields.isActive.name}
              key={fields.isActive.key}
              defaultChecked={fields.isActive.initialValue === "on"}
              className="h-5 w-5 rounded border-slate-300"
            />
            Active — visible on the site (leave off to save a draft)
          </label>
        </fetcher.Form>

        <footer className="flex justify-end gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={form.id} disabled={busy}>
            {busy ? "Saving..." : isNew ? "Create Formulation" : "Update Formulation"}
          </Button>
        </footer>
      </div>
    </dialog>
  );
}

function CategorySelect({
  field,
  categories,
}: {
  field: { name: string; key?: string; initialValue?: unknown; errors?: string[] };
  categories: { id: string; name: string }[];
}) {
  const id = useId();
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Category
      </label>
      <select
        id={id}
        key={field.key}
        name={field.name}
        defaultValue={initialText(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm ${error ? "border-danger-600" : "border-slate-300"}`}
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
