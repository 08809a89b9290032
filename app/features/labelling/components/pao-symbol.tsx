import { PAO_BOX, PAO_PATHS, PAO_TEXT, paoLabel, paoText } from "../pao-symbol";

/** The open-jar symbol with its months, as inline SVG named for screen readers. */
export function PaoSymbol({ months, size = 56 }: { months: number | null; size?: number }) {
  const label = paoLabel(months);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${PAO_BOX} ${PAO_BOX}`} data-pao>
      <title>{label}</title>
      <path d={PAO_PATHS.lid} fill="none" stroke="currentColor" strokeWidth={4} strokeLinejoin="round" />
      <path d={PAO_PATHS.rim} fill="none" stroke="currentColor" strokeWidth={4} strokeLinejoin="round" />
      <path d={PAO_PATHS.body} fill="none" stroke="currentColor" strokeWidth={4} strokeLinejoin="round" />
      <text
        x={PAO_TEXT.x}
        y={PAO_TEXT.y}
        fontSize={PAO_TEXT.size}
        fontWeight={700}
        textAnchor="middle"
        fill="currentColor"
        fontFamily="Arial, Helvetica, sans-serif"
      >
        {paoText(months)}
      </text>
    </svg>
  );
}
