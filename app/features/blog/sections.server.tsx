/**
 * The blog's server-only sections (ADR 0024): the post grid and an article's body are rendered to
 * markup here, so their code never ships to the browser; pages show them with <StaticHtml>.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleBody, type ArticleBodyProps } from "#app/features/blog/components/article-body";
import { PostGrid } from "#app/features/blog/components/post-grid";
import type { BlogPostSummary } from "./posts.server";

export const renderPostGrid = (posts: readonly BlogPostSummary[]) => renderToStaticMarkup(<PostGrid posts={posts} />);

export const renderArticleBody = (props: ArticleBodyProps) => renderToStaticMarkup(<ArticleBody {...props} />);
