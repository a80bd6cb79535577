import { mainPage, mainPageBody, mainPagePaths, publicMainPage } from '@shop/contract/areas/main-page';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { getMainPage, getPublicMainPage, saveMainPage } from './main-page.service.js';

const tags = ['config'];

/** The main-page banner editor (access `config`) and its public read: the live banner, for a storefront. */
export function mainPageRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      mainPagePaths.admin,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'getMainPage',
          tags,
          summary: 'The main-page banner as edited, with whether it is live now',
          response: { 200: envelopeOf(mainPage) },
        },
      },
      async () => ok(await getMainPage(db)),
    );

    app.put(
      mainPagePaths.admin,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'saveMainPage',
          tags,
          summary: 'Save the banner at the version read (409 when stale)',
          body: mainPageBody,
          response: { 200: envelopeOf(mainPage) },
        },
      },
      async (request) => ok(await saveMainPage(db, actorOf(request), request.body)),
    );

    app.get(
      mainPagePaths.public,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getPublicMainPage',
          tags: ['public'],
          summary: 'The banner when enabled and inside its window; data null otherwise',
          security: [],
          response: { 200: envelopeOf(publicMainPage) },
        },
      },
      async () => ok(await getPublicMainPage(db)),
    );
  };
}
