import { z } from 'zod';
import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import {
  configCategoriesData,
  configCreateBody,
  configDeleteQuery,
  configEntry,
  configHistoryData,
  configHistoryQuery,
  configKeyParams,
  configListData,
  configListQuery,
  configRevertBody,
  configUpdateBody,
  publicConfigData,
} from './config.js';
import { mainPage, mainPageBody, publicMainPage } from './main-page.js';

const tag = 'config';

/**
 * The config centre (access `config`: developer and admin): typed key/value entries with their
 * history, and a public read of the entries marked public (the shop title before sign-in).
 */
const entryEndpoints = [
  endpoint({
    operationId: 'listConfig',
    method: 'GET',
    path: '/base/admin/config',
    access: 'config',
    tag,
    summary: 'Config entries: search key or label, category filter, sort, pages',
    query: configListQuery,
    data: configListData,
  }),
  endpoint({
    operationId: 'listConfigCategories',
    method: 'GET',
    path: '/base/admin/config-categories',
    access: 'config',
    tag,
    summary: 'The categories in use, for the list filter',
    data: configCategoriesData,
  }),
  endpoint({
    operationId: 'createConfig',
    method: 'POST',
    path: '/base/admin/config',
    access: 'config',
    tag,
    summary: 'A new entry; the value must fit its type (400 naming the field otherwise)',
    body: configCreateBody,
    data: configEntry,
  }),
  endpoint({
    operationId: 'getConfig',
    method: 'GET',
    path: '/base/admin/config/:key',
    access: 'config',
    tag,
    summary: 'One config entry',
    params: configKeyParams,
    data: configEntry,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateConfig',
    method: 'PUT',
    path: '/base/admin/config/:key',
    access: 'config',
    tag,
    summary: 'Replace an entry at the version read (409 when stale); system keys keep their type (42205)',
    params: configKeyParams,
    body: configUpdateBody,
    data: configEntry,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.SYSTEM_CONFIG_LOCKED],
  }),
  endpoint({
    operationId: 'deleteConfig',
    method: 'DELETE',
    path: '/base/admin/config/:key',
    access: 'config.delete',
    tag,
    summary: 'Delete an entry at the version read (409 when stale); system keys cannot be deleted (42205)',
    params: configKeyParams,
    query: configDeleteQuery,
    data: z.null(),
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.SYSTEM_CONFIG_LOCKED],
  }),
  endpoint({
    operationId: 'getPublicConfig',
    method: 'GET',
    path: '/base/public/config',
    access: 'public',
    tag: 'public',
    summary: 'The config entries marked public, by key (shop_title, shop_currency, …)',
    data: publicConfigData,
  }),
] as const;

/** A config key's history (kept after a delete) and reverting to an earlier value. */
const historyEndpoints = [
  endpoint({
    operationId: 'listConfigHistory',
    method: 'GET',
    path: '/base/admin/config/:key/history',
    access: 'config',
    tag,
    summary: "A key's changes, newest first: old and new value, who, when",
    params: configKeyParams,
    query: configHistoryQuery,
    data: configHistoryData,
  }),
  endpoint({
    operationId: 'revertConfig',
    method: 'POST',
    path: '/base/admin/config/:key/revert',
    access: 'config',
    tag,
    summary: 'Put back the value of an earlier version, from the current version (409 when stale)',
    params: configKeyParams,
    body: configRevertBody,
    data: configEntry,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.SYSTEM_CONFIG_LOCKED],
  }),
] as const;

/** The main-page banner editor (access `config`) and its public read: the live banner, for a storefront. */
const mainPageEndpoints = [
  endpoint({
    operationId: 'getMainPage',
    method: 'GET',
    path: '/base/admin/config-main',
    access: 'config',
    tag,
    summary: 'The main-page banner as edited, with whether it is live now',
    data: mainPage,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'saveMainPage',
    method: 'PUT',
    path: '/base/admin/config-main',
    access: 'config',
    tag,
    summary: 'Save the banner at the version read (409 when stale)',
    body: mainPageBody,
    data: mainPage,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT],
  }),
  endpoint({
    operationId: 'getPublicMainPage',
    method: 'GET',
    path: '/base/public/main-page',
    access: 'public',
    tag: 'public',
    summary: 'The banner when enabled and inside its window; data null otherwise',
    data: publicMainPage,
    refusals: [Codes.NOT_FOUND],
  }),
] as const;

export const configEndpoints = endpoints(...entryEndpoints, ...historyEndpoints, ...mainPageEndpoints);
