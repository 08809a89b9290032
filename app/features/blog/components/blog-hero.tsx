/** The blog list's heading band, shared by the page and its error state. */
export function BlogHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Formulab Blog</h1>
        <p className="mt-3 text-brand-50">
          Formulation know-how, regulatory notes and the products makers are working on right now.
        </p>
      </div>
    </section>
  );
}

export const BLOG_LOAD_ERROR = "Error loading blog posts. Please try again later.";

export function BlogLoadError() {
  return (
    <>
      <title>Formulab Blog</title>
      <BlogHero />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p role="alert" className="rounded-2xl border border-danger-600/30 bg-white p-6 text-center text-danger-600">
          {BLOG_LOAD_ERROR}
        </p>
      </div>
    </>
  );
}
