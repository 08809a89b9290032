/**
 * 'New Blog Post' / 'Edit Blog Post': title (the slug follows it until
 * the slug is edited by hand), slug, excerpt, content, featured image (uploaded to R2 with the
 * admin image flow), meta description (≤ 160, counter), keywords, author (empty → 'Formulab Team')
 * and Publish. Checked as the administrator types with the server's schema; posted to /admin/blog.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { CheckboxField, FormField, TextareaField } from "#app/components/forms/form-field";
import { firstError, useValidatedForm } from "#app/components/forms/use-validated-form";
import { FormDialog } from "#app/components/ui/form-dialog";
import { HtmlEditor } from "#app/features/admin/components/html-editor";
import { ImageUploadField } from "#app/features/admin/components/image-upload";
import type { BlogPost } from "#app/features/blog/posts.server";
import { BlogSaveForm, blogSlugFromTitle, DEFAULT_AUTHOR } from "#app/features/blog/schema";
import { DESCRIPTION_MAX } from "#app/lib/seo";

/** What an AI draft brings to a new post (it opens unpublished, for review). */
export type PostDraft = Pick<
  BlogPost,
  "title" | "slug" | "excerpt" | "content" | "metaDescription" | "keywords" | "authorName"
>;

export function PostDialog({
  post,
  draft,
  onClose,
}: {
  post: BlogPost | null;
  /** A new post's starting values (an AI draft); ignored when editing. */
  draft?: PostDraft;
  onClose: () => void;
}) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const editing = post !== null;
  const initial = post ?? draft;
  const { form, fields } = useValidatedForm(BlogSaveForm, fetcher.data, {
    id: `post-form-${post?.id ?? "new"}`,
    failure: {
      title: editing ? "Failed to update blog post" : "Failed to create blog post",
      fallback: "Please try again",
    },
  });
  const [slug, setSlug] = useState(initial?.slug ?? "");
  // A new post's slug follows its title until the administrator types a slug of their own
  // (an AI draft's slug is already free, so it is kept like a typed one).
  const [slugEdited, setSlugEdited] = useState(editing || Boolean(draft?.slug));
  const [image, setImage] = useState(post?.featuredImage ?? "");

  return (
    <FormDialog
      fetcher={fetcher}
      form={form}
      intent="save"
      recordId={post?.id}
      wide
      onClose={onClose}
      title={editing ? "Edit Blog Post" : "Create New Blog Post"}
      description={
        draft && !editing
          ? "An AI draft, not saved yet: review it, add an image if you like, then create it (published or as a draft)."
          : "Title and content are required; the slug is made from the title when left empty."
      }
      submitLabel={editing ? "Update Post" : "Create Post"}
      saved={{ title: editing ? "Blog post updated" : "Blog post created" }}
    >
      <input type="hidden" name={fields.featuredImage.name} value={image} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Title"
          name={fields.title.name}
          defaultValue={initial?.title ?? ""}
          required
          onInput={(e) => {
            if (!slugEdited) setSlug(blogSlugFromTitle(e.currentTarget.value));
          }}
          error={firstError(fields.title)}
        />
        <FormField
          label="Slug"
          name={fields.slug.name}
          value={slug}
          onChange={(e) => {
            setSlug(e.currentTarget.value);
            setSlugEdited(true);
          }}
          placeholder="made-from-the-title"
          error={firstError(fields.slug)}
        />
      </div>
      <TextareaField
        label="Excerpt"
        name={fields.excerpt.name}
        defaultValue={initial?.excerpt ?? ""}
        rows={2}
        error={firstError(fields.excerpt)}
      />
      <HtmlEditor
        name={fields.content.name}
        label="Content"
        defaultValue={initial?.content ?? ""}
        hint="HTML, or plain text: each line becomes a paragraph."
        error={firstError(fields.content)}
      />
      <ImageUploadField kind="formulation" label="Featured image" value={image} onChange={(path) => setImage(path)} />
      <TextareaField
        label="Meta description"
        countTo={DESCRIPTION_MAX}
        name={fields.metaDescription.name}
        defaultValue={initial?.metaDescription ?? ""}
        rows={2}
        error={firstError(fields.metaDescription)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Keywords"
          name={fields.keywords.name}
          defaultValue={initial?.keywords ?? ""}
          placeholder="comma, separated, keywords"
          error={firstError(fields.keywords)}
        />
        <FormField
          label="Author"
          name={fields.authorName.name}
          defaultValue={initial?.authorName ?? DEFAULT_AUTHOR}
          placeholder={DEFAULT_AUTHOR}
          error={firstError(fields.authorName)}
        />
      </div>
      <CheckboxField name={fields.isPublished.name} defaultChecked={post?.isPublished ?? false}>
        Published (shown on the blog)
      </CheckboxField>
    </FormDialog>
  );
}
