import { DIAMOND, PICTOGRAM_BOX, PICTOGRAM_COLOURS, type Pictogram, pictogramArt, pictogramLabel } from "../pictograms";

/** A GHS hazard pictogram as inline SVG, named for screen readers ("GHS05: Corrosion"). */
export function GhsPictogram({ code, size = 64, className }: { code: Pictogram; size?: number; className?: string }) {
  const label = pictogramLabel(code);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${PICTOGRAM_BOX} ${PICTOGRAM_BOX}`}
      className={className}
      data-pictogram={code}
    >
      <title>{label}</title>
      <path d={DIAMOND.frame} fill={PICTOGRAM_COLOURS.frame} />
      <path d={DIAMOND.ground} fill={PICTOGRAM_COLOURS.ground} />
      {pictogramArt(code).map((part) =>
        "fill" in part ? (
          <path key={part.d} d={part.d} fill={PICTOGRAM_COLOURS[part.fill]} />
        ) : (
          <path
            key={part.d}
            d={part.d}
            fill="none"
            stroke={PICTOGRAM_COLOURS[part.stroke]}
            strokeWidth={part.width}
            strokeLinecap={part.cap}
          />
        ),
      )}
    </svg>
  );
}
