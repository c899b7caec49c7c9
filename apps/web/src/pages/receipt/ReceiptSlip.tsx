import type { ReceiptBlock, ReceiptDocument } from "@waroeng/domain";
import { Fragment, forwardRef } from "react";
import classes from "./receipt.module.css";

type InfoBlock = Extract<ReceiptBlock, { kind: "info" }>;

/** The blocks with each run of header rows gathered, so their labels line up in one grid. */
function gather(blocks: ReceiptBlock[]): (ReceiptBlock | InfoBlock[])[] {
  const out: (ReceiptBlock | InfoBlock[])[] = [];
  for (const b of blocks) {
    const last = out.at(-1);
    if (b.kind === "info" && Array.isArray(last)) {
      last.push(b);
    } else {
      out.push(b.kind === "info" ? [b] : b);
    }
  }
  return out;
}

function Row({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className={`${classes.row} ${className ?? ""}`} data-testid={testId}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function Block({ block: b }: { block: ReceiptBlock }) {
  switch (b.kind) {
    case "title":
      return (
        <div className={`${classes.center} ${classes.outlet}`} data-testid="receipt-outlet">
          {b.text}
        </div>
      );
    case "heading":
      return (
        <div className={b.key === "copy" ? classes.copy : classes.center} data-testid={`receipt-${b.key}`}>
          {b.text}
        </div>
      );
    case "separator":
      return <hr className={classes.rule} />;
    case "info":
      return null;
    case "item":
      return (
        <div data-testid="receipt-line">
          <div className={classes.lineName}>{b.name}</div>
          {b.options.map((option) => (
            <div key={option} className={classes.option} data-testid="receipt-option">
              {option}
            </div>
          ))}
          <Row className={classes.indent} label={b.detail} value={b.amount} />
          {b.reason ? <div className={classes.reason}>{b.reason}</div> : null}
        </div>
      );
    case "amount":
      return <Row label={b.label} value={b.value} testId={`receipt-${b.key}`} />;
    case "total":
      return <Row className={classes.total} label={b.label} value={b.value} testId="receipt-total" />;
    case "footer":
      return (
        <div className={classes.center} data-testid="receipt-footer">
          {b.text}
        </div>
      );
    case "qr":
      return <div className={classes.center}>{b.caption}</div>;
    default:
      return b satisfies never;
  }
}

/**
 * The receipt as a thermal slip of `paper` mm (spec 03 §7 Receipts; docs/API.md print-transaksi):
 * the blocks of the domain's receipt document (receiptDocument.ts), the same words and amounts as
 * the printed, PDF and WhatsApp receipts.
 */
export const ReceiptSlip = forwardRef<HTMLDivElement, { document: ReceiptDocument; paper: 58 | 80 }>(function ReceiptSlip(
  { document: doc, paper },
  ref,
) {
  return (
    <div ref={ref} className={classes.slip} data-paper={paper} data-testid="receipt-slip">
      {gather(doc.blocks).map((item, index) =>
        Array.isArray(item) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one receipt never reorder
          <div key={index} className={classes.meta}>
            {item.map((row) => (
              <Fragment key={row.key}>
                <span>{row.label}</span>
                <span data-testid={`receipt-${row.key}`}>: {row.value}</span>
              </Fragment>
            ))}
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one receipt never reorder
          <Block key={index} block={item} />
        ),
      )}
    </div>
  );
});
