import { redirect, replace } from 'react-router';

let routerReady = () => false;

/** Tells `leadTo` how to ask whether the router has finished its first load. */
export function watchRouter(isReady: () => boolean): void {
  routerReady = isReady;
}

/**
 * A redirect from the guard or a route. On the first load the address typed or reloaded is already
 * a history entry, so it is replaced (React Router would push, and Back would land on the redirect
 * again); later, the navigation that led here never made an entry, so a plain redirect is right.
 */
export function leadTo(to: string): Response {
  return routerReady() ? redirect(to) : replace(to);
}
