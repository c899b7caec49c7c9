export function OnlineOrderPage() {
  return <div>OnlineOrderPage</div>;
}
