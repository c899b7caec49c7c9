export function HalTataPage() {
  return <div>HalTataPage</div>;
}
