import { ZIdParamsSchema } from '@hse/contracts/common';
import {
  versionInputSchemaOf,
  versionItemSchemaOf,
  versionUpdateSchemaOf,
} from '@hse/contracts/record-module/versioned-list';
import { z } from 'zod';
import { langOf, type TApp } from '../app-types.ts';
import { currentUser } from '../auth-plugin.ts';
import type { TDeps } from '../deps.ts';
import { ERROR_RESPONSES, notFound } from '../errors.ts';
import { rolesOnly, SIGNED_IN } from '../permissions.ts';
import {
  createVersioned,
  currentVersions,
  findVersion,
  type TVersionStore,
  updateVersioned,
  versionItemOf,
  versionTitleIn,
} from './versioned-list.ts';

/**
 * A versioned list's routes (decision 043): kept by its `writeRoles`, read by everyone signed in;
 * `choices/` is what a record's reference field chooses from (the current versions).
 */
export function registerVersionedList(app: TApp, deps: TDeps, store: TVersionStore) {
  const { db } = deps;
  const { list } = store;
  const base = list.resource;
  const tags = [...list.tags];
  const item = versionItemSchemaOf(list);
  const input = versionInputSchemaOf(list);
  const writers = rolesOnly(...list.writeRoles);
  const read = async (id: string) => {
    const row = await findVersion(db, store, id);
    if (!row) throw notFound();
    return versionItemOf(store, row);
  };

  app.get(
    `${base}/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The current version of every entry, by title in the reader’s language',
        response: { 200: z.object({ results: z.array(item) }), ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      results: (await currentVersions(db, store, langOf(request))).map((row) => versionItemOf(store, row)),
    }),
  );

  app.get(
    `${base}/choices/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'What a record chooses from: the current versions, named in the reader’s language',
        response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const lang = langOf(request);
      return (await currentVersions(db, store, lang)).map((row) => ({
        id: row.id,
        name: versionTitleIn(row, lang),
      }));
    },
  );

  app.get(
    `${base}/:id/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'One version, the superseded ones too (records made with them read them)',
        params: ZIdParamsSchema,
        response: { 200: item, ...ERROR_RESPONSES },
      },
    },
    (request) => read(request.params.id),
  );

  app.post(
    `${base}/`,
    {
      config: { permission: writers },
      schema: { tags, body: input, response: { 201: item, ...ERROR_RESPONSES } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await read(await createVersioned(deps, store, currentUser(request), request.body))),
  );

  app.patch(
    `${base}/:id/`,
    {
      config: { permission: writers },
      schema: {
        tags,
        summary: 'Makes the next version (a new id, the same family); 409 if this one was replaced',
        params: ZIdParamsSchema,
        body: versionUpdateSchemaOf(list),
        response: { 200: item, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      read(await updateVersioned(deps, store, currentUser(request), request.params.id, request.body)),
  );
}
