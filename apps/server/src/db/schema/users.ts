import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    division: text('division').notNull().default(''),
    post: text('post').notNull().default(''),
    personnelNumber: text('personnel_number').notNull().default(''),
    iin: text('iin').notNull(),
    licenseCategories: text('license_categories').array().notNull().default(sql`'{}'::text[]`),
    bloodGroup: text('blood_group'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    photoKey: text('photo_key'),
    /**
     * A self-registration request: pending until an administrator approves (activates) it or
     * refuses it with a reason, which the refused person is shown when they try to sign in; null
     * for accounts an administrator or single sign-on created.
     */
    registration: text('registration'),
    registrationReason: text('registration_reason').notNull().default(''),
    registrationDecidedAt: timestamp('registration_decided_at', { withTimezone: true }),
    registrationDecidedBy: uuid('registration_decided_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    uniqueIndex('users_login_key').on(sql`lower(${t.login})`),
    // An account created at its first single sign-on has no IIN until an administrator adds it.
    uniqueIndex('users_iin_key').on(t.iin).where(sql`${t.iin} <> ''`),
    index('users_org_name_idx').on(t.organizationId, t.lastName, t.firstName, t.id),
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
    index('users_roles_idx').using('gin', t.roles),
    index('users_registration_idx')
      .on(t.registration, t.createdAt, t.id)
      .where(sql`${t.registration} is not null`),
  ],
);
