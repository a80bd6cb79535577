import {
  configEntry,
  configHistoryData,
  configHistoryQuery,
  configKeyParams,
  configPaths,
  configRevertBody,
} from '@shop/contract/areas/config';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { listHistory } from './config.table.js';
import { toHistoryItem } from './config.values.js';
import { revertEntry } from './config-history.service.js';

const tags = ['config'];

/** A config key's history (kept after a delete) and reverting to an earlier value. */
export function configHistoryRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      configPaths.history,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'listConfigHistory',
          tags,
          summary: "A key's changes, newest first: old and new value, who, when",
          params: configKeyParams,
          querystring: configHistoryQuery,
          response: { 200: envelopeOf(configHistoryData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listHistory(db, request.params.key, page, pageSize);
        return ok({ items: rows.map(toHistoryItem), total, page, pageSize });
      },
    );

    app.post(
      configPaths.revert,
      {
        config: { access: 'config' },
        schema: {
          operationId: 'revertConfig',
          tags,
          summary: 'Put back the value of an earlier version, from the current version (409 when stale)',
          params: configKeyParams,
          body: configRevertBody,
          response: { 200: envelopeOf(configEntry) },
        },
      },
      async (request) => ok(await revertEntry(db, actorOf(request), request.params.key, request.body)),
    );
  };
}
