export function OrderPage() {
  return <div>OrderPage</div>;
}
