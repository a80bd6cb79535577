import type common from '../locales/en/common.json';
import type dashboard from '../locales/en/dashboard.json';
import type errors from '../locales/en/errors.json';
import type layout from '../locales/en/layout.json';
import type login from '../locales/en/login.json';
import type request from '../locales/en/request.json';
import type route from '../locales/en/route.json';
import type session from '../locales/en/session.json';

// English is the reference catalogue: a key used in code but missing there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      dashboard: typeof dashboard;
      errors: typeof errors;
      layout: typeof layout;
      login: typeof login;
      request: typeof request;
      route: typeof route;
      session: typeof session;
    };
  }
}
