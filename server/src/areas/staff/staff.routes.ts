import {
  staffFilters,
  staffListData,
  staffListItem,
  staffListQuery,
  staffParams,
  staffPatchBody,
  staffPaths,
} from '@shop/contract/areas/staff';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { exportStaff } from './staff.export.js';
import { getStaff, patchStaff, toItem } from './staff.service.js';
import { listStaff } from './staff.table.js';

const tags = ['staff'];

/** Staff accounts (access `staff`: developer and admin): list, export, read one, edit one. */
export function staffRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      staffPaths.list,
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'listStaff',
          tags,
          summary: 'Staff accounts: search, role and status filters, sort, pages',
          querystring: staffListQuery,
          response: { 200: envelopeOf(staffListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listStaff(db, request.query);
        return ok({ items: rows.map(toItem), total, page, pageSize });
      },
    );

    app.get(
      staffPaths.export,
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'exportStaff',
          tags,
          summary: 'Every staff account the filters match, as a streamed xlsx (X-Total-Count: rows)',
          querystring: staffFilters,
        },
      },
      (request, reply) => exportStaff(db, request.query, request, reply),
    );

    app.get(
      staffPaths.item,
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'getStaff',
          tags,
          params: staffParams,
          response: { 200: envelopeOf(staffListItem) },
        },
      },
      async (request) => ok(await getStaff(db, request.params.id)),
    );

    app.patch(
      staffPaths.item,
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'updateStaff',
          tags,
          summary:
            'Change name, roles or disabled at the version read (409 when stale); disabling ends their sessions',
          params: staffParams,
          body: staffPatchBody,
          response: { 200: envelopeOf(staffListItem) },
        },
      },
      async (request) =>
        ok(await patchStaff(db, staffOf(request), actorOf(request), request.params.id, request.body)),
    );
  };
}
