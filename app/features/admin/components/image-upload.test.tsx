import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import type { ImageKind } from "#app/lib/image-uploads";
import { ImageUploadField } from "./image-upload";

const MB = 1024 * 1024;
const UPLOAD_URL = "http://localhost/api/objects/upload/abcdefghijklmnopqrstuvwxyz234567";
const PATH = "/objects/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7";

type Call = { url: string; method: string; body: unknown; contentType: string | null };

/** A fetch that answers each step in turn and records what the field sent. */
function stubFetch(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? "GET",
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
        contentType: headers.get("Content-Type"),
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call to ${url}`);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return calls;
}

const ok = (body: unknown) => Response.json(body);
const fail = (status: number, message: string) => Response.json({ message }, { status });

function imageFile(type = "image/png", size = 1024, name = "photo.png") {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function Harness({ kind, categoryId, initial = "" }: { kind: ImageKind; categoryId?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [name, setName] = useState("");
  return (
    <ToastProvider>
      <ImageUploadField
        kind={kind}
        label="Product image"
        value={value}
        alt="Rose cream"
        categoryId={categoryId}
        onChange={(path, file) => {
          setValue(path);
          setName(file?.name ?? "");
        }}
      />
      <output data-testid="value">{value}</output>
      <output data-testid="file-name">{name}</output>
    </ToastProvider>
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Product image"), { target: { files: [file] } });
}

const toastText = () => screen.getByRole("region", { name: "Notifications (F8)" }).textContent;

test("a formulation image: upload URL, PUT with the file's type, mark, then the path and a preview", async () => {
  const calls = stubFetch([ok({ uploadURL: UPLOAD_URL }), ok({ objectPath: PATH }), ok({ objectPath: PATH })]);
  render(<Harness kind="formulation" />);
  expect(screen.getByText("No image yet")).toBeTruthy();
  choose(imageFile("image/webp", 2 * MB, "cream.webp"));
  expect(await screen.findByText("Uploading…")).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId("value").textContent).toBe(PATH));
  expect(screen.getByTestId("file-name").textContent).toBe("cream.webp");
  expect(screen.getByRole("img", { name: "Rose cream" }).getAttribute("src")).toBe(PATH);
  expect(screen.queryByText("Uploading…")).toBeNull();
  expect(calls.map((c) => [c.method, c.url])).toEqual([
    ["POST", "/api/objects/upload"],
    ["PUT", UPLOAD_URL],
    ["PUT", "/api/formulation-images"],
  ]);
  expect(calls[0]?.body).toEqual({ kind: "formulation" });
  expect(calls[1]?.contentType).toBe("image/webp");
  expect(calls[2]?.body).toEqual({ imageURL: UPLOAD_URL });
  fireEvent.click(screen.getByRole("button", { name: "Remove image" }));
  expect(screen.getByTestId("value").textContent).toBe("");
});

test("a category image is marked on its category; without an id nothing is sent", async () => {
  const calls = stubFetch([ok({ uploadURL: UPLOAD_URL }), ok({ objectPath: PATH }), ok({ objectPath: PATH })]);
  render(<Harness kind="category" categoryId="cat-1" />);
  choose(imageFile());
  await waitFor(() => expect(screen.getByTestId("value").textContent).toBe(PATH));
  expect(calls[2]).toMatchObject({ method: "PUT", url: "/api/categories/cat-1/image", body: { imageURL: UPLOAD_URL } });
  expect(screen.queryByRole("button", { name: "Remove image" })).toBeNull();
});

test("a category field without a category id says so", async () => {
  const calls = stubFetch([]);
  render(<Harness kind="category" />);
  choose(imageFile());
  await waitFor(() => expect(toastText()).toContain("Category ID is required for image upload"));
  expect(calls).toEqual([]);
});

test("files the spec refuses never leave the browser, with its messages", async () => {
  const calls = stubFetch([]);
  const { unmount } = render(<Harness kind="category" categoryId="c" />);
  choose(imageFile("application/pdf", 1000, "sheet.pdf"));
  expect(toastText()).toContain("Please select an image file");
  choose(imageFile("image/svg+xml", 1000, "logo.svg"));
  expect(toastText()).toContain("Please select an image file");
  choose(imageFile("image/png", 5 * MB + 1));
  expect(toastText()).toContain("File size must be less than 5MB");
  unmount();
  render(<Harness kind="formulation" />);
  choose(imageFile("image/jpeg", 10 * MB + 1));
  expect(toastText()).toContain("File too large");
  expect(toastText()).toContain("Please select a file smaller than 10MB.");
  expect(calls).toEqual([]);
});

test("each failing step shows its own toast and keeps the previous image", async () => {
  const steps: [(Response | Error)[], string[]][] = [
    [[fail(401, "Please log in to continue.")], ["Failed to get upload URL", "Please log in to continue."]],
    [
      [ok({ uploadURL: UPLOAD_URL }), fail(415, "Please select an image file - SVG files are not accepted")],
      ["Failed to upload file", "SVG files are not accepted"],
    ],
    [
      [ok({ uploadURL: UPLOAD_URL }), ok({ objectPath: PATH }), fail(413, "File size must be less than 5MB")],
      ["Failed to upload image", "File size must be less than 5MB"],
    ],
    [
      [new TypeError("Failed to fetch")],
      ["Upload failed", "There was an error uploading your image. Please try again."],
    ],
  ];
  for (const [answers, expected] of steps) {
    stubFetch(answers);
    const { unmount } = render(<Harness kind="category" categoryId="c" initial="/images/old.png" />);
    choose(imageFile());
    await waitFor(() => expect(toastText()).toContain(expected[0]));
    for (const text of expected) expect(toastText()).toContain(text);
    expect(screen.getByTestId("value").textContent).toBe("/images/old.png");
    await waitFor(() => expect((screen.getByLabelText("Product image") as HTMLInputElement).disabled).toBe(false));
    unmount();
  }
});
