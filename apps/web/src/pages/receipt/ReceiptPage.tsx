export function ReceiptPage() {
  return <div>ReceiptPage</div>;
}
