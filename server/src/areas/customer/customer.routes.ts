import {
  addressBody,
  addressParams,
  customerCreateBody,
  customerDetail,
  customerFilters,
  customerListData,
  customerListQuery,
  customerPaths,
  customerStatusBody,
  customerTagsData,
  customerTimelineData,
  customerTimelineQuery,
  customerUpdateBody,
  idParams,
} from '@shop/contract/areas/customer';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { exportCustomers } from './customer.export.js';
import { createCustomer, setCustomerStatus, updateCustomer } from './customer.service.js';
import { listCustomers, listTags, toCustomerListItem } from './customer.table.js';
import { addAddress, deleteAddress, editAddress } from './customer-address.service.js';
import { assertCustomerExists, getCustomerDetail } from './customer-detail.table.js';
import { customerTimeline } from './customer-timeline.table.js';

const tags = ['customer'];
const access = { access: 'user' } as const;
const detailAnswer = { 200: envelopeOf(customerDetail) };

/** The shop's customers (spec /user/index, access `user`): list, export, profile, addresses, timeline. */
export function customerRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      customerPaths.list,
      {
        config: access,
        schema: {
          operationId: 'listCustomers',
          tags,
          summary:
            'Customers: name/phone search, status, tag, has-ordered, created and last-order ranges, sort',
          querystring: customerListQuery,
          response: { 200: envelopeOf(customerListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listCustomers(db, request.query);
        return ok({ items: rows.map(toCustomerListItem), total, page, pageSize });
      },
    );

    app.get(
      customerPaths.export,
      {
        config: access,
        schema: {
          operationId: 'exportCustomers',
          tags,
          summary: 'Every customer the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: customerFilters,
        },
      },
      (request, reply) => exportCustomers(db, request.query, request, reply),
    );

    app.get(
      customerPaths.tags,
      {
        config: access,
        schema: {
          operationId: 'listCustomerTags',
          tags,
          summary: 'Every tag in use (case-blind) with how many customers carry it, most used first',
          response: { 200: envelopeOf(customerTagsData) },
        },
      },
      async () => ok(await listTags(db)),
    );

    app.post(
      customerPaths.list,
      {
        config: access,
        schema: {
          operationId: 'createCustomer',
          tags,
          summary:
            'A new customer, optionally with a first (default) address; a taken phone is a field error',
          body: customerCreateBody,
          response: detailAnswer,
        },
      },
      async (request) => ok(await db.transaction((tx) => createCustomer(tx, actorOf(request), request.body))),
    );

    app.get(
      customerPaths.item,
      {
        config: access,
        schema: {
          operationId: 'getCustomer',
          tags,
          params: idParams,
          response: detailAnswer,
        },
      },
      async (request) => ok(await getCustomerDetail(db, request.params.id)),
    );

    app.patch(
      customerPaths.item,
      {
        config: access,
        schema: {
          operationId: 'updateCustomer',
          tags,
          summary:
            'Replace the profile (name, phone, email, gender, birthday, tags, note) at the version read',
          params: idParams,
          body: customerUpdateBody,
          response: detailAnswer,
        },
      },
      async (request) => ok(await updateCustomer(db, actorOf(request), request.params.id, request.body)),
    );

    app.post(
      customerPaths.status,
      {
        config: access,
        schema: {
          operationId: 'setCustomerStatus',
          tags,
          summary: 'Enable or disable at the version read; a disabled customer cannot be given new orders',
          params: idParams,
          body: customerStatusBody,
          response: detailAnswer,
        },
      },
      async (request) => ok(await setCustomerStatus(db, actorOf(request), request.params.id, request.body)),
    );

    app.post(
      customerPaths.addresses,
      {
        config: access,
        schema: {
          operationId: 'addCustomerAddress',
          tags,
          summary: 'Add an address; the first, or one marked default, becomes the default',
          params: idParams,
          body: addressBody,
          response: detailAnswer,
        },
      },
      async (request) => ok(await addAddress(db, actorOf(request), request.params.id, request.body)),
    );

    app.put(
      customerPaths.address,
      {
        config: access,
        schema: {
          operationId: 'editCustomerAddress',
          tags,
          summary: 'Rewrite an address; marking it default moves the default to it',
          params: addressParams,
          body: addressBody,
          response: detailAnswer,
        },
      },
      async (request) => {
        const { id, addressId } = request.params;
        return ok(await editAddress(db, actorOf(request), id, addressId, request.body));
      },
    );

    app.delete(
      customerPaths.address,
      {
        config: access,
        schema: {
          operationId: 'deleteCustomerAddress',
          tags,
          summary: 'Remove an address; if it was the default, the newest remaining one becomes the default',
          params: addressParams,
          response: detailAnswer,
        },
      },
      async (request) => {
        const { id, addressId } = request.params;
        return ok(await deleteAddress(db, actorOf(request), id, addressId));
      },
    );

    app.get(
      customerPaths.timeline,
      {
        config: access,
        schema: {
          operationId: 'customerTimeline',
          tags,
          summary: "The customer's order events and staff edits, newest first",
          params: idParams,
          querystring: customerTimelineQuery,
          response: { 200: envelopeOf(customerTimelineData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        await assertCustomerExists(db, request.params.id);
        return ok(await customerTimeline(db, request.params.id, page, pageSize));
      },
    );
  };
}
