import { configEndpoints as api } from '@shop/contract/areas/config.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { createEntry, deleteEntry, getEntry, updateEntry } from './config.service.js';
import { listCategories, listEntries } from './config.table.js';
import { toItem } from './config.values.js';
import { readPublicConfig } from './public-config.service.js';

/**
 * Config entries (access `config`: developer and admin): list, read, create, edit, delete; and the
 * public read of the entries marked public, which the sign-in page uses before anyone signs in.
 */
export function configRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listConfig, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listEntries(db, request.query);
      return { items: rows.map(toItem), total, page, pageSize };
    });
    route(app, api.listConfigCategories, () => listCategories(db));
    route(app, api.createConfig, (request) => createEntry(db, actorOf(request), request.body));
    route(app, api.getConfig, (request) => getEntry(db, request.params.key));
    route(app, api.updateConfig, (request) =>
      updateEntry(db, actorOf(request), request.params.key, request.body),
    );
    route(app, api.deleteConfig, async (request) => {
      await deleteEntry(db, actorOf(request), request.params.key, request.query.version);
      return null;
    });
    route(app, api.getPublicConfig, () => readPublicConfig(db));
  };
}
