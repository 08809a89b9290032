import { BULK_FORMULATION_KIND, bulkFormulationHandler } from "#app/features/admin/bulk-formulation-job.server";
import { BLOG_POST_KIND, blogPostHandler } from "#app/features/blog/ai/blog-post-job.server";
import type { JobHandler } from "./consumer.server";

/**
 * Job kinds the queue consumer can run, by name. Producers enqueue only kinds listed here;
 * bulk formulation, category and blog generation register their handlers in this map.
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [BULK_FORMULATION_KIND]: bulkFormulationHandler(),
  [BLOG_POST_KIND]: blogPostHandler(),
};
