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
  // The admin tour walks through overview, categories, formulations and analytics.
  "admin-overview": [
    {
      target: "#admin-counters",
      title: "Your catalogue at a glance",
      body: "Categories, formulations, and how many are live or waiting as drafts for your approval.",
    },
    {
      target: "#admin-tab-categories",
      title: "Categories",
      body: "The 22 system categories: edit their text, SEO fields and pictures.",
    },
    {
      target: "#admin-tab-formulations",
      title: "Formulations",
      body: "Add, edit, approve or deactivate formulations; every save is checked by the validator.",
    },
    {
      target: "#admin-tab-analytics",
      title: "User activity",
      body: "Who signed up, what they downloaded and which formulations they keep as favourites.",
    },
  ],
} as const satisfies Record<string, readonly TourStep[]>;

export type TourId = keyof typeof TOURS;
