import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import { AdminLoadError } from "./admin-error-boundary";

function PagesLoadError() {
  return <AdminLoadError label="Error loading pages:" />;
}

function contentTab(loader: () => unknown) {
  const router = createMemoryRouter(
    [
      { path: "/admin", element: <p>Dashboard</p> },
      {
        path: "/admin/content",
        loader,
        element: <p>Pages loaded</p>,
        ErrorBoundary: PagesLoadError,
      },
    ],
    { initialEntries: ["/admin/content"] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
}

test("a list that fails to load shows the label, the server's message and Try Again, which reloads it", async () => {
  let calls = 0;
  contentTab(() => {
    calls += 1;
    if (calls === 1) throw data({ message: "D1 is unavailable" }, { status: 503 });
    return null;
  });
  expect((await screen.findByRole("alert")).textContent).toBe("Error loading pages: D1 is unavailable");
  fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
  expect(await screen.findByText("Pages loaded")).toBeTruthy();
  expect(calls).toBe(2);
});

test("a refusal is not a load error: the admin refusal text is shown instead", async () => {
  contentTab(() => {
    throw data({ message: "Admin privileges required" }, { status: 403 });
  });
  expect((await screen.findByRole("alert")).textContent).toBe("You don't have admin privileges to access this page.");
  expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
});
