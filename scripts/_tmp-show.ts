import { ingredientById } from "../formulation/knowledge";

for (const id of process.argv.slice(2)) {
  const i = ingredientById(id);
  console.log(
    id,
    i
      ? JSON.stringify({
          n: i.name,
          inci: i.inci,
          ci: i.colorIndex,
          f: i.functions,
          nat: i.naturallyDerived,
          note: i.note,
        })
      : "MISSING",
  );
}
