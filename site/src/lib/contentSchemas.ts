import { z } from 'astro/zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO calendar date (spec §1: every article has an ISO date). Frontmatter may give it as a
 * YAML date or as a quoted `YYYY-MM-DD` string; both become a UTC midnight `Date`.
 */
export const isoDateSchema = z
  .union([z.date(), z.string().regex(ISO_DATE, 'date must be an ISO date, YYYY-MM-DD')])
  .transform((value) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)))
  .refine((date) => !Number.isNaN(date.getTime()), 'date must be a real calendar date');

/** Frontmatter of a blog article. */
export const blogArticleSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  date: isoDateSchema,
});

export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** Frontmatter of a legal page. */
export const legalPageSchema = z.object({
  title: z.string().trim().min(1),
  updated: isoDateSchema,
});

/** Blog articles newest first (ties keep their order). */
export function newestFirst<T extends { data: { date: Date } }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}
