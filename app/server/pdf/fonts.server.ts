/** The report fonts, bundled with the worker as bytes (see app/server/pdf/fonts/LICENSE). */

import bold from "./fonts/LiberationSans-Bold.ttf.bin";
import regular from "./fonts/LiberationSans-Regular.ttf.bin";
import type { ReportFonts } from "./layout";

export const REPORT_FONTS: ReportFonts = { regular, bold };
