import type article from '../locales/en/article.json';
import type audit from '../locales/en/audit.json';
import type box from '../locales/en/box.json';
import type common from '../locales/en/common.json';
import type config from '../locales/en/config.json';
import type customer from '../locales/en/customer.json';
import type dashboard from '../locales/en/dashboard.json';
import type errorLog from '../locales/en/errorLog.json';
import type errors from '../locales/en/errors.json';
import type exchange from '../locales/en/exchange.json';
import type feed from '../locales/en/feed.json';
import type inventory from '../locales/en/inventory.json';
import type layout from '../locales/en/layout.json';
import type list from '../locales/en/list.json';
import type login from '../locales/en/login.json';
import type mainPage from '../locales/en/mainPage.json';
import type order from '../locales/en/order.json';
import type payment from '../locales/en/payment.json';
import type point from '../locales/en/point.json';
import type product from '../locales/en/product.json';
import type record from '../locales/en/record.json';
import type request from '../locales/en/request.json';
import type richText from '../locales/en/richText.json';
import type role from '../locales/en/role.json';
import type route from '../locales/en/route.json';
import type search from '../locales/en/search.json';
import type session from '../locales/en/session.json';
import type settings from '../locales/en/settings.json';
import type signIns from '../locales/en/signIns.json';
import type staff from '../locales/en/staff.json';
import type tags from '../locales/en/tags.json';
import type time from '../locales/en/time.json';
import type upload from '../locales/en/upload.json';
import type { LabelBundle } from './labels/label-bundles';

// English is the reference catalogue: a key used in code but missing there fails the type check.
// The enum names come from the contract's label tables (labels/label-bundles).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      tags: typeof tags;
      settings: typeof settings;
      search: typeof search;
      errorLog: typeof errorLog;
      list: typeof list;
      staff: typeof staff & LabelBundle<'staff'>;
      role: typeof role;
      config: typeof config;
      time: typeof time;
      dashboard: typeof dashboard;
      errors: typeof errors;
      layout: typeof layout;
      login: typeof login;
      request: typeof request;
      route: typeof route;
      session: typeof session;
      signIns: typeof signIns;
      mainPage: typeof mainPage;
      upload: typeof upload;
      product: typeof product & LabelBundle<'product'>;
      inventory: typeof inventory & LabelBundle<'inventory'>;
      customer: typeof customer & LabelBundle<'customer'>;
      order: typeof order & LabelBundle<'order'>;
      payment: typeof payment & LabelBundle<'payment'>;
      exchange: typeof exchange & LabelBundle<'exchange'>;
      point: typeof point & LabelBundle<'point'>;
      audit: typeof audit & LabelBundle<'audit'>;
      box: typeof box & LabelBundle<'box'>;
      record: typeof record & LabelBundle<'record'>;
      feed: typeof feed;
      richText: typeof richText;
      article: typeof article;
    };
  }
}
