/**
 * Search box with suggestions as you type: at most 8, categories first, each with
 * title, type and a description cut at 80 characters. Arrow keys move through them, Enter opens
 * the highlighted one (or searches), Escape closes, and the list closes 150 ms after blur.
 * Works without JavaScript as a plain GET form.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";

type Suggestion = { id: string; slug: string; title: string; type: "category" | "formulation"; description: string };

const BLUR_CLOSE_MS = 150;
const DEBOUNCE_MS = 120;

export function SearchBox({ defaultValue = "", id = "browse-search" }: { defaultValue?: string; id?: string }) {
  const [query, setQuery] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggestions?q=${encodeURIComponent(term)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestion[]>) : []))
        .then((list) => {
          setSuggestions(list);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const show = open && suggestions.length > 0;
  const go = (s: Suggestion) => {
    setOpen(false);
    // A category opens with the term, so its matching formulations come first there.
    const term = query.trim();
    navigate(
      s.type === "category"
        ? `/category/${s.slug}${term ? `?${new URLSearchParams({ search: term })}` : ""}`
        : `/formulation/${s.slug}`,
    );
  };

  return (
    <Form method="get" action="/browse" role="search" className="relative w-full" onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="sr-only">
        Search categories and formulations
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="search"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={query}
          placeholder="Search formulations, ingredients or product types..."
          role="combobox"
          aria-expanded={show}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={show && active >= 0 ? `${listId}-${active}` : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-sm focus:outline-2 focus:outline-brand-600"
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              // Close the list without letting the search field clear itself as well.
              if (show) e.preventDefault();
              setOpen(false);
            } else if (e.key === "ArrowDown" && suggestions.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % suggestions.length);
            } else if (e.key === "ArrowUp" && suggestions.length) {
              e.preventDefault();
              setOpen(true);
              setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
            } else if (e.key === "Enter" && show && active >= 0) {
              const chosen = suggestions[active];
              if (chosen) {
                e.preventDefault();
                go(chosen);
              }
            }
          }}
        />
        <button type="submit" className="rounded-lg bg-accent-500 px-5 py-3 font-semibold text-ink hover:bg-accent-400">
          Search
        </button>
      </div>
      {show ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="absolute z-30 mt-2 max-h-96 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-2 text-left text-ink shadow-xl"
        >
          {suggestions.map((s, i) => (
            <div
              key={`${s.type}-${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`cursor-pointer px-4 py-2 ${i === active ? "bg-brand-50" : "hover:bg-slate-50"}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(s)}
              onKeyDown={() => undefined}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="font-medium">{s.title}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 capitalize">
                  {s.type}
                </span>
              </span>
              <span className="block text-xs text-slate-600">{s.description}</span>
            </div>
          ))}
        </div>
      ) : null}
    </Form>
  );
}
