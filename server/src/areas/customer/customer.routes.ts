import { customerEndpoints as api } from '@shop/contract/areas/customer.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { exportCustomers } from './customer.export.js';
import { createCustomer, setCustomerStatus, updateCustomer } from './customer.service.js';
import { listCustomers, listTags, toCustomerListItem } from './customer.table.js';
import { addAddress, deleteAddress, editAddress } from './customer-address.service.js';
import { assertCustomerExists, getCustomerDetail } from './customer-detail.table.js';
import { customerTimeline } from './customer-timeline.table.js';

/** The shop's customers (spec /user/index, access `user`): list, export, profile, addresses, timeline. */
export function customerRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listCustomers, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listCustomers(db, request.query);
      return { items: rows.map(toCustomerListItem), total, page, pageSize };
    });
    route(app, api.exportCustomers, (request, reply) => exportCustomers(db, request.query, request, reply));
    route(app, api.listCustomerTags, () => listTags(db));
    route(app, api.createCustomer, (request) =>
      db.transaction((tx) => createCustomer(tx, actorOf(request), request.body)),
    );
    route(app, api.getCustomer, (request) => getCustomerDetail(db, request.params.id));
    route(app, api.updateCustomer, (request) =>
      updateCustomer(db, actorOf(request), request.params.id, request.body),
    );
    route(app, api.setCustomerStatus, (request) =>
      setCustomerStatus(db, actorOf(request), request.params.id, request.body),
    );
    route(app, api.addCustomerAddress, (request) =>
      addAddress(db, actorOf(request), request.params.id, request.body),
    );
    route(app, api.editCustomerAddress, (request) => {
      const { id, addressId } = request.params;
      return editAddress(db, actorOf(request), id, addressId, request.body);
    });
    route(app, api.deleteCustomerAddress, (request) => {
      const { id, addressId } = request.params;
      return deleteAddress(db, actorOf(request), id, addressId);
    });
    route(app, api.customerTimeline, async (request) => {
      const { page, pageSize } = request.query;
      await assertCustomerExists(db, request.params.id);
      return customerTimeline(db, request.params.id, page, pageSize);
    });
  };
}
