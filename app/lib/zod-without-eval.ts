/**
 * Zod compiles fast object parsers with `new Function` when it may, and decides so when a schema
 * is built. The pages' Content Security Policy allows no eval, and the attempt alone is reported
 * as a violation, so a module that builds schemas for the browser imports this one first. A form's
 * worth of fields parses fast enough without it.
 */
import { z } from "zod";

z.config({ jitless: true });
