/**
 * 'Product Name *' with suggestions from existing formulation names: at most six,
 * case-insensitive substring, the exact name excluded; arrow keys move through them and wrap,
 * Enter picks the highlighted one, Escape closes, and the list closes 150 ms after the field
 * loses focus (so a click on a suggestion still lands). An ARIA combobox.
 */
import { useEffect, useId, useRef, useState } from "react";

const BLUR_CLOSE_MS = 150;
const TYPING_PAUSE_MS = 150;

export function ProductNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focused = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputId = useId();
  const listId = useId();

  useEffect(() => {
    const term = value.trim();
    if (!term) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/product-names?q=${encodeURIComponent(term)}`, { signal: controller.signal });
        if (!res.ok) return;
        const names = (await res.json()) as string[];
        setSuggestions(names);
        setActive(-1);
        if (focused.current) setOpen(names.length > 0);
      } catch {
        // Suggestions are a convenience: a failed lookup leaves the field as it is.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function pick(name: string) {
    onChange(name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Escape") {
      if (open) e.stopPropagation();
      setOpen(false);
      return;
    }
    if (!open || !suggestions.length) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + suggestions.length + (i < 0 && step < 0 ? 1 : 0)) % suggestions.length);
    } else if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      pick(suggestions[active] ?? value);
    }
  }

  const showList = open && suggestions.length > 0;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Product Name *
      </label>
      <input
        id={inputId}
        name="productName"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={120}
        value={value}
        placeholder="e.g., Anti-Aging Face Cream, Moisturizing Shampoo..."
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          focused.current = true;
          clearTimeout(blurTimer.current);
          if (suggestions.length) setOpen(true);
        }}
        onBlur={() => {
          focused.current = false;
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:outline-2 focus:outline-brand-600 sm:text-sm"
      />
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Existing formulations"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((name, i) => (
            <div
              key={name}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // The input keeps focus (the keyboard works through it), so the list never blurs it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(name)}
              onKeyDown={() => undefined}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50"}`}
            >
              {name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
