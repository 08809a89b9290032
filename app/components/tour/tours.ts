/**
 * Every guided tour's steps, by tour id. Only the overlay imports this (it is loaded when a
 * tour starts), so pages carry none of the tours' text in their own JavaScript.
 */
export type TourStep = { target: string; title: string; body: string };

export const TOURS = {
  browse: [
    {
      target: "#browse-search",
      title: "Search everything",
      body: "Type a product, ingredient or category — suggestions appear as you type.",
    },
    {
      target: "#browse-categories",
      title: "Browse by category",
      body: "Open any of the categories to see its production-ready formulations.",
    },
    {
      target: "#create-custom-formula",
      title: "Need something new?",
      body: "Generate a custom formulation and check it against EU regulation.",
    },
  ],
} as const satisfies Record<string, readonly TourStep[]>;

export type TourId = keyof typeof TOURS;
