import type { DocumentShop, OrderDocument, OrderDocumentKind } from '@shop/contract/areas/order-document';
import type { LabelLanguage } from '@shop/contract/labels/label-table';
import { documentTitleLabels, documentWordLabels } from '@shop/contract/labels/order-document.labels';
import { zonedTime } from '@shop/contract/shop-clock';
import { formatMoney } from '../../lib/money';

interface SheetProps {
  kind: OrderDocumentKind;
  shop: DocumentShop;
  order: OrderDocument;
  language: LabelLanguage;
}

/**
 * One order's packing slip or invoice as a page of HTML: the same facts, words (the contract's
 * table) and layout as the server's PDF, for the print preview and `window.print()`.
 */
export function DocumentSheet({ kind, shop, order, language }: SheetProps) {
  const words = documentWordLabels[language];
  const money = (cents: number) => formatMoney(cents, shop.currency, language);
  const invoice = kind === 'invoice';
  const facts = [
    ['orderNo', order.orderNo],
    ['placedAt', zonedTime(order.placedAt, shop.timeZone)],
    ['paidAt', order.paidAt && zonedTime(order.paidAt, shop.timeZone)],
    ['shippedAt', order.shippedAt && zonedTime(order.shippedAt, shop.timeZone)],
  ] as const;
  const { receiver } = order;
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article
      className="order-document"
      aria-label={`${documentTitleLabels[language][kind]} ${order.orderNo}`}
    >
      <header className="order-document-head">
        <div>
          <h2>{shop.title}</h2>
          {shop.address
            .split(/\n|,\s*/)
            .filter((part) => part.trim())
            .map((part) => (
              <div key={part} className="order-document-muted">
                {part.trim()}
              </div>
            ))}
        </div>
        <div className="order-document-facts">
          <h1>{documentTitleLabels[language][kind]}</h1>
          <dl>
            {facts.map(([word, value]) =>
              value ? (
                <div key={word}>
                  <dt>{words[word]}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <div className="order-document-muted">{shop.timeZone}</div>
        </div>
      </header>
      <section className="order-document-parties">
        <div>
          <div className="order-document-label">{words.shipTo}</div>
          <strong>{receiver.receiverName}</strong>
          <div>{receiver.line}</div>
          <div>{[receiver.postalCode, receiver.city, receiver.region].filter(Boolean).join(' ')}</div>
          <div>
            {words.phone}: {receiver.phone}
          </div>
        </div>
        <dl>
          {(
            [
              ['customer', order.customerName],
              ['carrier', order.carrier],
              ['trackingNo', order.trackingNo],
            ] as const
          ).map(([word, value]) =>
            value ? (
              <div key={word}>
                <dt className="order-document-label">{words[word]}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>
      <table className="order-document-lines">
        <thead>
          <tr>
            <th>{words.item}</th>
            <th>{words.sku}</th>
            <th className="order-document-number">{words.quantity}</th>
            {invoice ? <th className="order-document-number">{words.unitPrice}</th> : null}
            {invoice ? <th className="order-document-number">{words.amount}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            // Lines have no id in a document; their place on the order is theirs alone.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
            <tr key={i}>
              <td>
                {line.title}
                {line.optionValues.length > 0 || line.refundedQuantity > 0 ? (
                  <div className="order-document-muted">
                    {[
                      line.optionValues.join(' / '),
                      line.refundedQuantity > 0 ? `${words.refundedQuantity}: ${line.refundedQuantity}` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                ) : null}
              </td>
              <td>{line.skuCode}</td>
              <td className="order-document-number">{line.quantity}</td>
              {invoice ? <td className="order-document-number">{money(line.unitPrice)}</td> : null}
              {invoice ? <td className="order-document-number">{money(line.lineTotal)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {invoice ? (
        <dl className="order-document-totals">
          <Total label={words.subtotal} value={money(order.subtotal)} />
          <Total label={words.shipping} value={money(order.shippingFee)} />
          {order.discount > 0 ? <Total label={words.discount} value={`−${money(order.discount)}`} /> : null}
          {order.pointsDiscount > 0 ? (
            <Total
              label={`${words.pointsDiscount} (${order.pointsUsed})`}
              value={`−${money(order.pointsDiscount)}`}
            />
          ) : null}
          <Total label={words.total} value={money(order.total)} strong />
          <Total label={words.paid} value={money(order.paidAmount)} />
          {order.refundedAmount > 0 ? (
            <Total label={words.refunded} value={`−${money(order.refundedAmount)}`} />
          ) : null}
        </dl>
      ) : (
        <footer className="order-document-foot">
          <strong>
            {words.itemCount}: {pieces}
          </strong>
          {order.buyerNote ? (
            <div>
              <div className="order-document-label">{words.buyerNote}</div>
              <div>{order.buyerNote}</div>
            </div>
          ) : null}
          <div className="order-document-muted">{words.packedBy}: ____________________</div>
        </footer>
      )}
    </article>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'order-document-total-strong' : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
