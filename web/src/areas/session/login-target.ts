/**
 * B-A9: where sign-in leads. The `redirect` query value when it is a path on this site (one
 * leading `/`, not `//` or `/\`, which browsers read as another host), else `/`; every other
 * query parameter except `redirect` and `state` is carried along.
 */
export function loginTarget(search: string): string {
  const query = new URLSearchParams(search);
  const redirect = query.get('redirect') ?? '';
  query.delete('redirect');
  query.delete('state');
  const onSite = redirect.startsWith('/') && redirect[1] !== '/' && redirect[1] !== '\\';
  const path = onSite ? redirect : '/';
  const rest = query.toString();
  if (!rest) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${rest}`;
}
