/** Placeholder while issue 22's page is written (replaced by its helper in this session). */
export function ArticleListPage() {
  return null;
}
