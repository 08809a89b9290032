import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import {
  BlogLoadError as BlogErrorBoundary,
  BLOG_LOAD_ERROR as LOAD_ERROR,
} from "#app/features/blog/components/blog-hero";
import { loadingTextFor, NavigationStatus } from "./navigation-status";

function appWith(blogLoader: () => Promise<unknown>) {
  return createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <NavigationStatus />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/blog">Blog</Link> },
          { path: "blog", loader: blogLoader, element: <p>Posts</p>, ErrorBoundary: BlogErrorBoundary },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
}

test("while the blog list loads after a click, the spec's loading text is shown", async () => {
  let finish: (value: unknown) => void = () => {};
  const router = appWith(() => new Promise((resolve) => (finish = resolve)));
  render(<RouterProvider router={router} />);
  expect(screen.queryByRole("status")).toBeNull();
  fireEvent.click(screen.getByRole("link", { name: "Blog" }));
  expect((await screen.findByRole("status")).textContent).toBe("Loading blog posts...");
  finish(null);
  expect(await screen.findByText("Posts")).toBeTruthy();
  expect(screen.queryByRole("status")).toBeNull();
});

test("a blog list that cannot be loaded says so and keeps the page", async () => {
  const router = appWith(async () => {
    throw new Error("D1 unavailable");
  });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole("link", { name: "Blog" }));
  expect((await screen.findByRole("alert")).textContent).toBe(LOAD_ERROR);
  expect(screen.getByRole("heading", { level: 1, name: "Formulab Blog" })).toBeTruthy();
});

test("other pages get a generic loading text", () => {
  expect(loadingTextFor("/blog/")).toBe("Loading blog posts...");
  expect(loadingTextFor("/blog/some-article")).toBe("Loading…");
});
