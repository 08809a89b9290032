/** `npm run db:seed [-- --persist-to DIR]`: apply migrations and the idempotent seed locally. */
import { migrateLocal, seedLocal } from "./lib/local-db";

const i = process.argv.indexOf("--persist-to");
const persistTo = i > 0 ? process.argv[i + 1] : undefined;
migrateLocal(persistTo);
const counts = seedLocal(persistTo);
console.log(`Seeded ${counts.categories} categories and ${counts.formulations} library formulations.`);
