import { INGREDIENTS } from "../formulation/knowledge";

for (const i of INGREDIENTS)
  if (i.domains.some((d) => ["cosmetic", "baby", "aromatherapy"].includes(d))) console.log(i.id, i.solubility, i.phase);
