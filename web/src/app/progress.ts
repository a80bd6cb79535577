import NProgress from 'nprogress';
import './progress.css';

// B-C1: a thin bar and no spinner; the template drops nprogress's spinner and its invalid roles.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** Starts the bar at the top of the viewport (again, for a redirect). */
export function startProgress(): void {
  NProgress.start();
}

/** Finishes the bar: the navigation completed, was redirected or failed. */
export function doneProgress(): void {
  NProgress.done();
}
