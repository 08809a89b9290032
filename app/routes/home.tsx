import { HomePage } from "~/components/home/home-page";
import { loadHomePage } from "~/server/home.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  return loadHomePage(request);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

export const meta: Route.MetaFunction = () => [
  { title: "Formulab – Professional Chemical Formulations" },
  {
    name: "description",
    content:
      "Production-ready cosmetic, personal-care and chemical formulations for small manufacturers, checked against EU regulation.",
  },
];
