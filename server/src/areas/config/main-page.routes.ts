import { configEndpoints as api } from '@shop/contract/areas/config.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { getMainPage, getPublicMainPage, saveMainPage } from './main-page.service.js';

/** The main-page banner editor (access `config`) and its public read: the live banner, for a storefront. */
export function mainPageRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.getMainPage, () => getMainPage(db));
    route(app, api.saveMainPage, (request) => saveMainPage(db, actorOf(request), request.body));
    route(app, api.getPublicMainPage, () => getPublicMainPage(db));
  };
}
