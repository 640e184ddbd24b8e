import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, subjects } from './organisation.ts';

/**
 * What a course uses that staff buy and ship (workbooks, practice test books), spec
 * staff-and-crm §3 Course material and §7 GET /materials. An inactive one is no longer offered
 * for new courses; the courses that have it keep it.
 */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 191 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  // One name, one material, whatever its case.
  (t) => [uniqueIndex('materials_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * What a new course of a kind starts from (spec §3 courseTemplate/courseTemplateId, §7
 * /course_templates/{id}): the course form copies its fields, the course keeps its id.
 */
export const courseTemplates = pgTable(
  'course_templates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 191 }).notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subjectId: integer('subject_id').references(() => subjects.id),
    /** Total minutes of instruction, as a course's duration. */
    duration: integer('duration'),
    /** When such a course meets, in words. */
    schedule: varchar('schedule', { length: 191 }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_templates_brand_idx').on(t.brandId)],
);
