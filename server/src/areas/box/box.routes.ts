import { boxEndpoints as api } from '@shop/contract/areas/box.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { exportBoxDraws } from './box.export.js';
import { listBoxDraws } from './box-draw.table.js';
import { readBoxDraw } from './box-draw-detail.js';
import { completeBoxDraw, shipBoxDraw } from './box-fulfil.service.js';
import { endBox, pauseBox, publishBox } from './box-life.service.js';
import { createBox, deleteBox, updateBox } from './box-series.service.js';
import { getBoxDetail, listBoxes } from './box-series.table.js';
import { getBoxStats, listBoxOdds } from './box-stats.table.js';

/**
 * Mystery boxes (access `box`): series, their life cycle (`box.publish`), odds and stats, and the
 * record list of draws with their fulfilment and export (`box.export`). Drawing is
 * box-draw.routes.ts. Each write answers the series or draw as it now is.
 */
export function boxRoutes(db: Db): FastifyPluginAsync {
  const drawOf = async (id: number) => {
    const draw = await readBoxDraw(db, id);
    if (!draw) throw notFound('box.drawNotFound');
    return draw;
  };
  return async (app) => {
    route(app, api.listBoxes, (request) => listBoxes(db, request.query));
    route(app, api.createBox, async (request) =>
      getBoxDetail(db, await createBox(db, actorOf(request), request.body)),
    );
    route(app, api.getBox, (request) => getBoxDetail(db, request.params.id));
    route(app, api.updateBox, async (request) => {
      await updateBox(db, actorOf(request), request.params.id, request.body);
      return getBoxDetail(db, request.params.id);
    });
    route(app, api.deleteBox, async (request) => {
      await deleteBox(db, actorOf(request), request.params.id, request.query.version);
      return null;
    });
    route(app, api.publishBox, async (request) => {
      await publishBox(db, actorOf(request), request.params.id, request.body.version);
      return getBoxDetail(db, request.params.id);
    });
    route(app, api.pauseBox, async (request) => {
      await pauseBox(db, actorOf(request), request.params.id, request.body.version);
      return getBoxDetail(db, request.params.id);
    });
    route(app, api.endBox, async (request) => {
      await endBox(db, actorOf(request), request.params.id, request.body.version);
      return getBoxDetail(db, request.params.id);
    });
    route(app, api.listBoxOdds, (request) => listBoxOdds(db, request.params.id));
    route(app, api.getBoxStats, (request) => getBoxStats(db, request.params.id, request.query.oddsVersion));

    route(app, api.listBoxDraws, (request) => listBoxDraws(db, request.query));
    route(app, api.exportBoxDraws, (request, reply) => exportBoxDraws(db, request.query, request, reply));
    route(app, api.getBoxDraw, (request) => drawOf(request.params.id));
    route(app, api.shipBoxDraw, async (request) => {
      await shipBoxDraw(db, actorOf(request), request.params.id, request.body);
      return drawOf(request.params.id);
    });
    route(app, api.completeBoxDraw, async (request) => {
      await completeBoxDraw(db, actorOf(request), request.params.id);
      return drawOf(request.params.id);
    });
  };
}
