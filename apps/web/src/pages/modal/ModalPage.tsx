export function ModalPage() {
  return <div>ModalPage</div>;
}
