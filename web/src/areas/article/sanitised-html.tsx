/**
 * HTML the server's sanitiser wrote (server/src/lib/rich-text.ts: no scripts, no event handlers,
 * images only from the shop's store), shown as the shop would show it.
 */
export function SanitisedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: only the server's sanitised answer comes here
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
