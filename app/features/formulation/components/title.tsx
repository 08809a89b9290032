import { Badge } from "#app/components/ui/card";

/** The formulation's name and its status badge; rendered on the server only (static-sections). */
export function FormulationTitle({ name, isActive }: { name: string; isActive: boolean }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
      <Badge tone={isActive ? "success" : "warning"} className="mt-2">
        {isActive ? "Active Formula" : "Draft Formula"}
      </Badge>
    </>
  );
}
