/**
 * An article below its header: title, optional excerpt, optional featured image,
 * the content and the closing 'Ready to Start Formulating?' block. Server-rendered only
 * (sections.server.tsx). `bodyHtml` is the allow-list-sanitised content; its tables scroll
 * sideways in boxes of their own (lib/content-tables.ts).
 */
import { href } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { boxTables } from "#app/lib/content-tables";

export type ArticleBodyProps = {
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  bodyHtml: string;
};

export function ArticleBody({ title, excerpt, featuredImage, bodyHtml }: ArticleBodyProps) {
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {excerpt ? <p className="mt-4 text-lg text-slate-600">{excerpt}</p> : null}
      {featuredImage ? (
        <img
          src={featuredImage}
          alt=""
          width={1200}
          height={675}
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
      ) : null}
      <div
        className="cms-content mt-8 space-y-4 leading-relaxed text-slate-700"
        data-testid="article-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-list-sanitised on save and on render (lib/sanitize-html.ts)
        dangerouslySetInnerHTML={{ __html: boxTables(bodyHtml) }}
      />
      <aside className="on-dark mt-12 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Ready to Start Formulating?</h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-50">
          Browse production-ready formulations or describe your product and get a checked formula in seconds.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={href("/")} className={buttonClass("secondary", "lg")}>
            Get Started Free
          </a>
          <a
            href={href("/blog")}
            className={buttonClass("ghost", "lg", "text-white hover:bg-white/10 hover:text-white")}
          >
            Read More Articles
          </a>
        </div>
      </aside>
    </>
  );
}
