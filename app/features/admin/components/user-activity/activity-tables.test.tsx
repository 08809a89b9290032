import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { activityName, DownloadsTable, FavoritesTable, UsersTable } from "./activity-tables";

const person = { userFirstName: "Grace", userLastName: null, userEmail: "grace@example.com", userCountry: null };

function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);
}

test("a name is first and last, else first, else N/A", () => {
  expect(activityName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
  expect(activityName({ firstName: "Ada", lastName: null })).toBe("Ada");
  expect(activityName({ firstName: null, lastName: "Lovelace" })).toBe("N/A");
});

test("users: the spec's columns, 'MMM dd, yyyy', N/A for a missing country and a check mark for admins", () => {
  render(
    <UsersTable
      rows={[
        {
          id: "1",
          email: "ada@example.com",
          firstName: "Ada",
          lastName: "Lovelace",
          country: "",
          isAdmin: true,
          createdAt: "2025-01-05T23:59:00.000Z",
        },
        {
          id: "2",
          email: "x@example.com",
          firstName: null,
          lastName: null,
          country: "Spain",
          isAdmin: false,
          createdAt: "2024-12-31T00:00:00.000Z",
        },
      ]}
    />,
  );
  expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
    "Name",
    "Email",
    "Country",
    "Joined",
    "Admin",
  ]);
  const [, ada, other] = screen.getAllByRole("row") as [HTMLElement, HTMLElement, HTMLElement];
  expect(cells(ada)).toEqual(["Ada Lovelace", "ada@example.com", "N/A", "Jan 05, 2025", "✓"]);
  expect(within(ada).getByRole("img", { name: "Administrator" })).toBeTruthy();
  expect(cells(other).slice(0, 4)).toEqual(["N/A", "x@example.com", "Spain", "Dec 31, 2024"]);
  expect(within(other).queryByRole("img")).toBeNull();
});

test("downloads and favourites show date and time; a favourite of a missing formulation is 'Unknown'", () => {
  render(
    <DownloadsTable
      rows={[{ ...person, id: "d", formulationName: "Rose Cream", downloadedAt: "2025-03-09T14:05:00.000Z" }]}
    />,
  );
  expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
    "User",
    "Email",
    "Country",
    "Formula",
    "Downloaded",
  ]);
  expect(cells(screen.getAllByRole("row")[1] as HTMLElement)).toEqual([
    "Grace",
    "grace@example.com",
    "N/A",
    "Rose Cream",
    "Mar 09, 2025 14:05",
  ]);
  document.body.innerHTML = "";
  render(
    <FavoritesTable
      rows={[
        { ...person, id: "f1", formulation: null, addedAt: "2025-03-09T08:00:00.000Z" },
        { ...person, id: "f2", formulation: { name: "Mint Gel" }, addedAt: "2025-03-08T08:00:00.000Z" },
      ]}
    />,
  );
  const rows = screen.getAllByRole("row");
  expect(cells(rows[1] as HTMLElement).slice(3)).toEqual(["Unknown", "Mar 09, 2025 08:00"]);
  expect(cells(rows[2] as HTMLElement)[3]).toBe("Mint Gel");
});

test("each empty list says so in the spec's words", () => {
  const { rerender } = render(<UsersTable rows={[]} />);
  expect(screen.getByText("No users found.")).toBeTruthy();
  rerender(<DownloadsTable rows={[]} />);
  expect(screen.getByText("No downloads found.")).toBeTruthy();
  rerender(<FavoritesTable rows={[]} />);
  expect(screen.getByText("No favorites found.")).toBeTruthy();
  expect(screen.queryByRole("table")).toBeNull();
});
