import { boxEndpoints as api } from '@shop/contract/areas/box.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { drawBox } from './box-draw.service.js';
import { readBoxDraw } from './box-draw-detail.js';

/**
 * Drawing a box for a customer at the counter (access `box`). The server picks the prize; the
 * request says only who buys, how they pay and where the prize ships.
 */
export function boxDrawRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.drawBox, async (request, reply) => {
      const { payment, ...body } = request.body;
      const drawn = await drawBox(db, actorOf(request), {
        ...body,
        seriesId: request.params.id,
        payment: payment && { channel: payment.channel, reference: payment.reference },
        channel: 'STAFF',
      });
      const draw = await readBoxDraw(db, drawn.id);
      if (!draw) throw notFound('box.drawNotFound');
      return markReplay(reply, { draw, replayed: drawn.replayed });
    });
  };
}
