import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { authorizeAdminPage } from "#app/features/admin/admin-page.server";
import { AdminLoadError } from "#app/features/admin/components/admin-error-boundary";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { ConfirmDeleteDialog } from "#app/features/admin/components/confirm-delete-dialog";
import { ContentTabHeader } from "#app/features/admin/components/content-tab-header";
import { AiGenerateDialog } from "#app/features/blog/components/admin/ai-generate-dialog";
import { PostCards } from "#app/features/blog/components/admin/post-cards";
import { PostDialog, type PostDraft } from "#app/features/blog/components/admin/post-dialog";
import {
  type BlogPost,
  createPost,
  deletePost,
  listAdminPostsWithContent,
  updatePost,
} from "#app/features/blog/posts.server";
import { BlogPageAction } from "#app/features/blog/schema";
import type { RoutePolicy } from "#app/lib/route-policy";
import { saveOrDeleteAction } from "#app/server/content-api.server";
import { publicOrigin } from "#app/server/env.server";
import type { Route } from "./+types/admin-blog";

export const policy = { access: "admin", cache: "none" } as const satisfies RoutePolicy;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, admin } = await authorizeAdminPage(request);
  return { admin, posts: await listAdminPostsWithContent(ctx.db) };
}

// POST: the post dialog (intent=save, with an id when editing) or the delete confirmation.
export async function action({ request }: Route.ActionArgs) {
  return saveOrDeleteAction(request, policy, BlogPageAction, {
    // An unticked checkbox sends nothing: here, missing means a draft.
    input: (fields) => ({ ...fields, isPublished: fields.isPublished ?? false, origin: publicOrigin(request) }),
    create: createPost,
    update: updatePost,
    remove: deletePost,
  });
}

export function ErrorBoundary() {
  return <AdminLoadError label="Error loading blog posts:" />;
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { admin, posts } = loaderData;
  const revalidator = useRevalidator();
  // undefined: no dialog; null: a new post; a post: editing it.
  const [editing, setEditing] = useState<BlogPost | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [generatingAi, setGeneratingAi] = useState(false);
  // An AI draft opens the new-post dialog pre-filled; it is saved only from there.
  const [draft, setDraft] = useState<PostDraft | undefined>(undefined);
  const { toast } = useToast();

  return (
    <AdminLayout email={admin.email}>
      <title>Blog – Admin Dashboard | Formulab</title>
      <ContentTabHeader
        title="Blog Management"
        intro="Drafts stay private until published; publishing dates the article, unpublishing takes it off the blog."
      >
        <Button variant="secondary" onClick={() => setGeneratingAi(true)}>
          Generate with AI
        </Button>
        <Button
          onClick={() => {
            setDraft(undefined);
            setEditing(null);
          }}
        >
          New Post
        </Button>
      </ContentTabHeader>
      <PostCards posts={posts} onEdit={setEditing} onDelete={setDeleting} />
      {editing !== undefined ? (
        <PostDialog
          key={editing?.id ?? (draft ? `draft-${draft.slug}` : "new")}
          post={editing}
          draft={editing ? undefined : draft}
          onClose={() => {
            setEditing(undefined);
            setDraft(undefined);
          }}
        />
      ) : null}
      {generatingAi ? (
        <AiGenerateDialog
          onClose={() => setGeneratingAi(false)}
          onPublished={(post) => {
            setGeneratingAi(false);
            toast({ title: "Blog post published", description: `"${post.title}" is on the blog.`, variant: "success" });
            void revalidator.revalidate();
          }}
          onDraft={(post) => {
            setGeneratingAi(false);
            setDraft(post);
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          key={deleting.id}
          id={deleting.id}
          title="Delete Blog Post"
          question={`Are you sure you want to delete the post "${deleting.title}"? This action cannot be undone.`}
          confirmLabel="Delete Post"
          deleted="Blog post deleted"
          failed="Failed to delete blog post"
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminLayout>
  );
}
