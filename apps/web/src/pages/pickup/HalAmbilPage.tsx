export function HalAmbilPage() {
  return <div>HalAmbilPage</div>;
}
