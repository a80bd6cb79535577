import { staffListData, staffListQuery, staffPaths } from '@shop/contract/areas/staff';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { Role } from '@shop/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { listStaff } from './staff.table.js';

export function staffRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      staffPaths.list,
      {
        config: { access: 'staff' },
        schema: {
          operationId: 'listStaff',
          tags: ['staff'],
          summary: 'Staff accounts, searchable by username or name',
          querystring: staffListQuery,
          response: { 200: envelopeOf(staffListData) },
        },
      },
      async (request) => {
        const { page, pageSize, q } = request.query;
        const { rows, total } = await listStaff(db, { page, pageSize, q });
        return ok({
          items: rows.map((row) => ({
            ...row,
            roles: row.roles as Role[],
            lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
          })),
          total,
          page,
          pageSize,
        });
      },
    );
  };
}
