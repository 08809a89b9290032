/**
 * A small flowing-layout engine over pdf-lib for reports a manufacturer files: A4 pages, wrapped
 * text, headings that never sit alone at the bottom of a page, key–value blocks, and tables whose
 * long cells wrap and whose header repeats on every page they run onto. Page numbers are written
 * last ("Page 2 of 5"). Pure: the fonts come in as bytes, so it runs in the worker and in tests.
 */
import fontkit from "@cantoo/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { type CheckedLogo, damagedLogo } from "./report-logo";

export type ReportFonts = { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const FOOTER = 28;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.8, 0.84, 0.88);
const BRAND = rgb(0.06, 0.42, 0.36);

/**
 * Text width from per-character advance widths, cached per font. pdf-lib's own measure runs a
 * full fontkit layout on every call, and wrapping measures each line many times: summing cached
 * advances is what the PDF draws (its text operators carry no kerning) and makes a report several
 * times cheaper to lay out.
 */
const advanceCache = new WeakMap<PDFFont, Map<string, number>>();

/**
 * fontkit, remembering the fonts it has parsed. Parsing a TrueType file's tables was most of a
 * report's cost, and the worker embeds the same two fonts (module constants) in every report:
 * each is parsed once per isolate, and every document still gets its own subset.
 */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
const parsedFonts = new WeakMap<ArrayBufferLike, Map<number, ReturnType<Fontkit["create"]>>>();
const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let byOffset = parsedFonts.get(bytes.buffer);
    if (!byOffset) {
      byOffset = new Map();
      parsedFonts.set(bytes.buffer, byOffset);
    }
    let font = byOffset.get(bytes.byteOffset);
    if (!font) {
      font = postscriptName === undefined ? fontkit.create(bytes) : fontkit.create(bytes, postscriptName);
      byOffset.set(bytes.byteOffset, font);
    }
    return font;
  },
};

function textWidth(font: PDFFont, text: string, size: number): number {
  let advances = advanceCache.get(font);
  if (!advances) {
    advances = new Map();
    advanceCache.set(font, advances);
  }
  let total = 0;
  for (const char of text) {
    let advance = advances.get(char);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(char, 1000);
      advances.set(char, advance);
    }
    total += advance;
  }
  return (total * size) / 1000;
}

export type Column = { header: string; width: number; align?: "left" | "right" };

export class ReportWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footerText: string,
  ) {}

  static async create(fonts: ReportFonts, meta: { title: string; footer: string }): Promise<ReportWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    doc.setTitle(meta.title);
    doc.setProducer("Formulab");
    doc.setCreator("Formulab");
    // Subsetting keeps a report to tens of kilobytes while any glyph of the font (°, µ, ≤, ü, Ω, Ж) renders.
    const regular = await doc.embedFont(fonts.regular, { subset: true });
    const bold = await doc.embedFont(fonts.bold, { subset: true });
    const writer = new ReportWriter(doc, regular, bold, meta.footer);
    writer.newPage();
    return writer;
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /**
   * Room for a drawing `height` points tall at the current position (pictograms, symbols): `draw`
   * gets the page and the top-left corner of the room, and the text continues below it.
   */
  graphic(height: number, draw: (page: PDFPage, x: number, top: number) => void) {
    this.ensure(height);
    draw(this.page, MARGIN, this.y);
    this.y -= height;
  }

  /** Starts a new page when fewer than `height` points remain above the footer. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /** The width of one line of text in points. */
  measure(text: string, size: number, bold = false): number {
    return textWidth(bold ? this.bold : this.regular, clean(text), size);
  }

  /** Splits text into lines that fit `width` at `size`, breaking at spaces (or inside over-long words). */
  wrap(text: string, width: number, size: number, font = this.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of clean(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (textWidth(font, candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        // A single word wider than the column is cut where it overflows.
        while (textWidth(font, line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    content: string,
    options: { size?: number; bold?: boolean; color?: "ink" | "muted" | "brand"; indent?: number } = {},
  ) {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(content, this.width - indent, size, font)) {
      this.ensure(leading);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: colour(options.color) });
      this.y -= leading;
    }
  }

  /** A section heading, kept with at least a few lines of what follows. */
  heading(title: string) {
    this.ensure(60);
    this.space(8);
    this.page.drawText(clean(title), { x: MARGIN, y: this.y - 12, size: 12, font: this.bold, color: BRAND });
    this.y -= 17;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 6;
  }

  bullets(items: readonly string[], options: { numbered?: boolean } = {}) {
    items.forEach((item, n) => {
      const marker = options.numbered ? `${n + 1}.` : "•";
      const lines = this.wrap(item, this.width - 16, 9.5);
      lines.forEach((line, i) => {
        this.ensure(13);
        if (i === 0)
          this.page.drawText(marker, { x: MARGIN, y: this.y - 9.5, size: 9.5, font: this.regular, color: INK });
        this.page.drawText(line, { x: MARGIN + 16, y: this.y - 9.5, size: 9.5, font: this.regular, color: INK });
        this.y -= 12.8;
      });
    });
  }

  /** Label–value pairs in two columns of pairs. */
  keyValues(pairs: readonly [string, string][]) {
    const colWidth = this.width / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      const row = pairs.slice(i, i + 2);
      const heights = row.map(([, value]) => this.wrap(value || "—", colWidth - 8, 9.5).length);
      const height = 11 + Math.max(...heights) * 12.8 + 4;
      this.ensure(height);
      row.forEach(([label, value], c) => {
        const x = MARGIN + c * colWidth;
        this.page.drawText(clean(label).toUpperCase(), {
          x,
          y: this.y - 7.5,
          size: 7.5,
          font: this.bold,
          color: MUTED,
        });
        this.wrap(value || "—", colWidth - 8, 9.5).forEach((line, l) => {
          this.page.drawText(line, { x, y: this.y - 19 - l * 12.8, size: 9.5, font: this.regular, color: INK });
        });
      });
      this.y -= height;
    }
  }

  /**
   * Labelled blank lines to fill in by hand (batch number, date, signatures), `perRow` to a row.
   */
  blanks(labels: readonly string[], perRow = 2) {
    const gap = 14;
    const colWidth = (this.width - gap * (perRow - 1)) / perRow;
    for (let i = 0; i < labels.length; i += perRow) {
      this.ensure(30);
      labels.slice(i, i + perRow).forEach((label, c) => {
        const x = MARGIN + c * (colWidth + gap);
        this.page.drawText(clean(label).toUpperCase(), {
          x,
          y: this.y - 7.5,
          size: 7.5,
          font: this.bold,
          color: MUTED,
        });
        this.page.drawLine({
          start: { x, y: this.y - 26 },
          end: { x: x + colWidth, y: this.y - 26 },
          thickness: 0.6,
          color: INK,
        });
      });
      this.y -= 34;
    }
  }

  /**
   * A table: column widths are fractions of the page width; cells wrap; the header is drawn again
   * on every page the table runs onto; a row is never split across pages. `emphasise` rows
   * (the Total) are set in bold. Forms to fill in by hand ask for a `minRowHeight` (room to
   * write) and a `box` column, where an empty tick-box is drawn.
   */
  table(
    columns: readonly Column[],
    rows: readonly string[][],
    options: { emphasise?: (row: number) => boolean; minRowHeight?: number; box?: number } = {},
  ) {
    const size = 8.5;
    const leading = size * 1.3;
    const widths = columns.map((c) => c.width * this.width);
    const drawHeader = () => {
      const lines = columns.map((c, i) => this.wrap(c.header, (widths[i] ?? 0) - 6, size, this.bold));
      const height = Math.max(...lines.map((l) => l.length)) * leading + 6;
      this.ensure(height + leading + 6);
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height,
        width: this.width,
        height,
        color: rgb(0.94, 0.96, 0.97),
      });
      this.drawCells(lines, columns, widths, size, leading, this.bold);
      this.y -= height;
    };
    drawHeader();
    rows.forEach((row, r) => {
      const font = options.emphasise?.(r) ? this.bold : this.regular;
      const lines = columns.map((_, i) => this.wrap(row[i] ?? "", (widths[i] ?? 0) - 6, size, font));
      const height = Math.max(Math.max(...lines.map((l) => l.length)) * leading + 5, options.minRowHeight ?? 0);
      if (this.y - height < MARGIN + FOOTER) {
        this.newPage();
        drawHeader();
      }
      this.drawCells(lines, columns, widths, size, leading, font);
      if (options.box !== undefined) {
        const x = MARGIN + widths.slice(0, options.box).reduce((sum, w) => sum + w, 0);
        const side = 9;
        this.page.drawRectangle({
          x: x + ((widths[options.box] ?? side) - side) / 2,
          y: this.y - 3 - side,
          width: side,
          height: side,
          borderColor: INK,
          borderWidth: 0.7,
        });
      }
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + this.width, y: this.y + 1 },
        thickness: 0.4,
        color: RULE,
      });
    });
    this.space(4);
  }

  private drawCells(
    lines: string[][],
    columns: readonly Column[],
    widths: number[],
    size: number,
    leading: number,
    font: PDFFont,
  ) {
    let x = MARGIN;
    lines.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      cell.forEach((line, l) => {
        const tx = columns[i]?.align === "right" ? x + w - 3 - textWidth(font, line, size) : x + 3;
        this.page.drawText(line, { x: tx, y: this.y - 3 - size - l * leading, size, font, color: INK });
      });
      x += w;
    });
  }

  /**
   * Only a checked logo: pdf-lib allocates what an image's header declares and inflates its data
   * without a bound, so nothing reaches it that `checkedLogo` has not measured (report-logo.ts).
   * A failure inside the decoder is the file's fault, answered as a damaged logo (a 400).
   */
  async embedImage(logo: CheckedLogo) {
    try {
      return logo.type === "png" ? await this.doc.embedPng(logo.bytes) : await this.doc.embedJpg(logo.bytes);
    } catch {
      throw damagedLogo();
    }
  }

  /**
   * A drawing `height` points tall at the current position, kept on one page: `draw` gets the
   * page and the top-left corner of the space (PDF coordinates), and the text flows on below it.
   */
  figure(height: number, draw: (page: PDFPage, x: number, top: number) => void) {
    this.ensure(height);
    draw(this.page, MARGIN, this.y);
    this.y -= height;
  }

  /** Draws an image at the current position, scaled to `height`, and returns the width used. */
  image(image: Awaited<ReturnType<ReportWriter["embedImage"]>>, height: number): number {
    const width = (image.width / image.height) * height;
    this.page.drawImage(image, { x: MARGIN, y: this.y - height, width, height });
    return width;
  }

  /** Writes "Page n of N" and the footer text on every page, then returns the file. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, n) => {
      const label = `Page ${n + 1} of ${pages.length}`;
      page.drawText(clean(this.footerText), { x: MARGIN, y: MARGIN - 10, size: 7.5, font: this.regular, color: MUTED });
      page.drawText(label, {
        x: A4[0] - MARGIN - textWidth(this.regular, label, 7.5),
        y: MARGIN - 10,
        size: 7.5,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.doc.save();
  }
}

function colour(name: "ink" | "muted" | "brand" | undefined) {
  return name === "muted" ? MUTED : name === "brand" ? BRAND : INK;
}

/** Text as the font can draw it: tabs and odd spaces normalised, control characters dropped. */
export function clean(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/[\t\u00a0\u2007\u202f]/g, " ")
      // Control characters have no glyph: drop them (the filter spares \n, which ends a line).
      .split("")
      .filter((c) => c === "\n" || c.charCodeAt(0) >= 0x20)
      .filter((c) => c.charCodeAt(0) !== 0x7f)
      .join("")
  );
}
