/**
 * `npm run db:seed`: apply migrations and the idempotent seed to the local database.
 * `-- --persist-to DIR` targets another local state folder; `-- --remote` the deployed database.
 */
import { migrate, seed } from "./lib/local-db";

const i = process.argv.indexOf("--persist-to");
const target = { remote: process.argv.includes("--remote"), persistTo: i > 0 ? process.argv[i + 1] : undefined };
migrate(target);
const counts = seed(target);
console.log(
  `Seeded ${counts.categories} categories, ${counts.formulations} library formulations and ${counts.articles} day-one articles (each once).`,
);
