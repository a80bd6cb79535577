import {
  configCategoriesData,
  configCreateBody,
  configDeleteQuery,
  configEntry,
  configKeyParams,
  configListData,
  configListQuery,
  configPaths,
  configUpdateBody,
  publicConfigData,
} from '@shop/contract/areas/config';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { createEntry, deleteEntry, getEntry, updateEntry } from './config.service.js';
import { listCategories, listEntries } from './config.table.js';
import { toItem } from './config.values.js';
import { readPublicConfig } from './public-config.service.js';

const tags = ['config'];

/**
 * Config entries (access `config`: developer and admin): list, read, create, edit, delete; and the
 * public read of the entries marked public, which the sign-in page uses before anyone signs in.
 */
export function configRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      configPaths.list,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'listConfig',
          tags,
          summary: 'Config entries: search key or label, category filter, sort, pages',
          querystring: configListQuery,
          response: { 200: envelopeOf(configListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listEntries(db, request.query);
        return ok({ items: rows.map(toItem), total, page, pageSize });
      },
    );

    app.get(
      configPaths.categories,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'listConfigCategories',
          tags,
          summary: 'The categories in use, for the list filter',
          response: { 200: envelopeOf(configCategoriesData) },
        },
      },
      async () => ok(await listCategories(db)),
    );

    app.post(
      configPaths.list,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'createConfig',
          tags,
          summary: 'A new entry; the value must fit its type (400 naming the field otherwise)',
          body: configCreateBody,
          response: { 200: envelopeOf(configEntry) },
        },
      },
      async (request) => ok(await createEntry(db, actorOf(request), request.body)),
    );

    app.get(
      configPaths.item,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'getConfig',
          tags,
          params: configKeyParams,
          response: { 200: envelopeOf(configEntry) },
        },
      },
      async (request) => ok(await getEntry(db, request.params.key)),
    );

    app.put(
      configPaths.item,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'updateConfig',
          tags,
          summary:
            'Replace an entry at the version read (409 when stale); system keys keep their type (42205)',
          params: configKeyParams,
          body: configUpdateBody,
          response: { 200: envelopeOf(configEntry) },
        },
      },
      async (request) => ok(await updateEntry(db, actorOf(request), request.params.key, request.body)),
    );

    app.delete(
      configPaths.item,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'deleteConfig',
          tags,
          summary:
            'Delete an entry at the version read (409 when stale); system keys cannot be deleted (42205)',
          params: configKeyParams,
          querystring: configDeleteQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deleteEntry(db, actorOf(request), request.params.key, request.query.version);
        return ok(null);
      },
    );

    app.get(
      configPaths.publicConfig,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getPublicConfig',
          tags: ['public'],
          summary: 'The config entries marked public, by key (shop_title, shop_currency, …)',
          security: [],
          response: { 200: envelopeOf(publicConfigData) },
        },
      },
      async () => ok(await readPublicConfig(db)),
    );
  };
}
