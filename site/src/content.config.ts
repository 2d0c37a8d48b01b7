// Content collections. Imports go through astro's real module paths (not the virtual
// `astro:content`) so that `tsc -b` can check this file without generated types.
import { defineCollection, type CollectionConfig } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { blogArticleSchema, legalPageSchema } from './lib/contentSchemas.ts';

type Loader = ReturnType<typeof glob>;

/** The blog: German MDX articles with title, description and ISO date (spec §1). */
const blog: CollectionConfig<typeof blogArticleSchema, Loader> = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/blog' }),
  schema: blogArticleSchema,
});

/** Legal pages, one MDX file per page and language: `<language>/<page>.mdx`. */
const legal: CollectionConfig<typeof legalPageSchema, Loader> = defineCollection({
  loader: glob({ pattern: '{en,de}/*.mdx', base: './src/content/legal' }),
  schema: legalPageSchema,
});

// Annotated so the declaration emit of `tsc -b` can name the zod types.
export const collections: { blog: typeof blog; legal: typeof legal } = { blog, legal };
